import { PHONE_DIGIT_COUNT } from '../constants';

/** Formats up to 10 digits of the value as `(###) ###-####`, progressively while typing. */
export function maskPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGIT_COUNT);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
