import type { WalletCard } from '../../adapters/payments/payment-provider';
import type { StoredPaymentItem } from './order-mapper';

/**
 * The masked card the order shows (brand, last four, expiry, name) for the card the provider
 * charged (`authorize` answers it) or described (`describeCard`, when nothing is charged).
 */
export function paymentItemOf(card: WalletCard, amountCents: number): StoredPaymentItem {
  return {
    tokenId: card.tokenId,
    paymentProviderId: card.paymentProviderId,
    paymentMethod: card.paymentMethod,
    tokenizedAccountNumber: card.tokenizedAccountNumber,
    expiration: card.expiration,
    cardHolderName: card.cardHolderName,
    amountCents,
  };
}
