/** Message for an expiry that is not MMYY (PAY-CARD-4). */
export const CARD_EXPIRY_FORMAT_MESSAGE = 'Enter the expiration date as MMYY';
/** Message for an expired card (PAY-CARD-4). */
export const CARD_EXPIRED_MESSAGE = 'Card is expired';

/** Expands a two-digit expiry year to four digits (25 -> 2025); four-digit years pass through. */
export function expandExpiryYear(year: string | number): number {
  const value = Number(year);
  return value < 100 ? 2000 + value : value;
}

/** True once `now` is at or past the first day of the month after the expiry month (local time). */
export function isCardExpired(month: number, year: string | number, now: Date): boolean {
  const firstDayAfter = new Date(expandExpiryYear(year), month, 1);
  return now.getTime() >= firstDayAfter.getTime();
}

/** Returns the format or expired message for an MMYY expiry, or undefined when still valid. */
export function validateCardExpiry(mmyy: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(mmyy);
  if (!match) return CARD_EXPIRY_FORMAT_MESSAGE;
  return isCardExpired(Number(match[1]), match[2] ?? '', now) ? CARD_EXPIRED_MESSAGE : undefined;
}
