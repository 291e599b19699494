import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sandboxPaymentCardsRepository } from '../../db/repositories/sandbox-payment-cards.repository';
import { paymentTokenNotFoundError } from '../../adapters/payments/payment-errors';
import { maskAccountNumber } from '../../adapters/payments/sandbox/card-number';
import { SANDBOX_PROVIDER_ID } from '../../adapters/payments/sandbox/sandbox.constants';
import type { StoredPaymentItem } from './order-mapper';

/**
 * The masked card the order shows (brand, last four, expiry, name) for a token of this customer.
 * The provider interface has no "describe card" call yet, so the sandbox's vault is read here;
 * another provider would answer from its own API.
 */
export async function describePaymentItem(
  db: Kysely<Database>,
  payment: { paymentProviderId: string; tokenId: string },
  customerId: string,
  amountCents: number,
): Promise<StoredPaymentItem> {
  if (payment.paymentProviderId !== SANDBOX_PROVIDER_ID)
    throw paymentTokenNotFoundError('This payment provider is not known.');
  const card = await sandboxPaymentCardsRepository(db).findByTokenId(payment.tokenId, customerId);
  if (!card) throw paymentTokenNotFoundError();
  return {
    tokenId: card.token_id,
    paymentProviderId: SANDBOX_PROVIDER_ID,
    paymentMethod: card.brand,
    tokenizedAccountNumber: maskAccountNumber(card.last4),
    expiration: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
    cardHolderName: card.card_holder_name,
    amountCents,
  };
}
