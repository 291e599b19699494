/** True when a keypress may enter the field: a single digit. */
export function isDigitKey(key: string): boolean {
  return /^\d$/.test(key);
}

/** Keeps only the digits of pasted or typed text. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}
