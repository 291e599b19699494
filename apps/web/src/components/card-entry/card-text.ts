import { validateCardExpiry } from '@catering/domain';
import type { WalletCard } from '../../api/transaction';

/** The tokenized card's expiry re-checked with the domain rule: its error text, or undefined. */
export function cardExpiryError(card: WalletCard, now: Date = new Date()): string | undefined {
  const month = String(card.expirationMonth).padStart(2, '0');
  const year = String(card.expirationYear % 100).padStart(2, '0');
  return validateCardExpiry(`${month}${year}`, now);
}

/** "VISA ending in 1111", from the masked number; the full number never reaches the app. */
export function cardLabel(
  card: Pick<WalletCard, 'paymentMethod' | 'tokenizedAccountNumber'>,
): string {
  return `${card.paymentMethod} ending in ${card.tokenizedAccountNumber.slice(-4)}`;
}
