import type { SandboxCard } from '../../../db/repositories/sandbox-payment-cards.repository';
import type { CardBrand, WalletCard } from '../payment-provider';
import { maskAccountNumber } from './card-number';
import { SANDBOX_PROVIDER_ID } from './sandbox.constants';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** A card of the sandbox's vault as the wallet and the order show it: masked, never its number. */
export function toWalletCard(card: SandboxCard): WalletCard {
  return {
    tokenId: card.token_id,
    isGiftCard: false,
    tokenizedAccountNumber: maskAccountNumber(card.last4),
    expiration: `${twoDigits(card.expiry_month)}/${twoDigits(card.expiry_year)}`,
    expirationMonth: card.expiry_month,
    expirationYear: card.expiry_year,
    cardHolderName: card.card_holder_name,
    paymentMethod: card.brand as CardBrand,
    paymentProviderId: SANDBOX_PROVIDER_ID,
    billingZip: card.billing_zip,
  };
}
