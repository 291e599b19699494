/** Expands a two-digit expiry year to four digits (30 -> 2030). */
export function expandExpiryYear(twoDigits: number): number {
  return 2000 + twoDigits;
}

/** True once `now` is at or past the end of the expiry month (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}

/** The month and four-digit year of an MMYY expiry, or the message to show. */
export function readCardExpiry(
  expiry: string,
  now: Date,
): string | { month: number; year: number } {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Enter the expiration date as MMYY, for example 0830.';
  const month = Number(match[1]);
  const year = expandExpiryYear(Number(match[2]));
  return isExpired(month, year, now)
    ? 'This card has expired. Use a card with a later date.'
    : { month, year };
}
