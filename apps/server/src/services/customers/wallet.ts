import type { WalletCardWire as WalletCard, SaveWalletCardBody } from '@catering/domain';
import { paymentTokenNotFoundError } from '../../adapters/payments/payment-errors';
import { maskAccountNumber } from '../../adapters/payments/sandbox/card-number';
import {
  walletCardsRepository,
  type WalletCardRow,
} from '../../db/repositories/wallet-cards.repository';
import type { CustomerDeps } from './customer-deps';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** A wallet card on the wire (PAY-CARD-3): the token, brand, masked number and expiry. */
export function toWalletCard(row: WalletCardRow): WalletCard {
  return {
    tokenId: row.token_id,
    isGiftCard: false,
    tokenizedAccountNumber: maskAccountNumber(row.last4),
    expiration: `${twoDigits(row.expiry_month)}/${twoDigits(row.expiry_year)}`,
    expirationMonth: row.expiry_month,
    expirationYear: row.expiry_year,
    cardHolderName: row.card_holder_name,
    paymentMethod: row.brand,
    paymentProviderId: row.provider_id,
    billingZip: row.billing_zip,
  };
}

/** GET /transaction/wallet: the customer's saved cards, newest first. */
export async function listWalletCards(
  deps: CustomerDeps,
  customerId: string,
): Promise<WalletCard[]> {
  return (await walletCardsRepository(deps.db).listOwned(customerId)).map(toWalletCard);
}

/**
 * POST /transaction/wallet: keeps a card the customer tokenized. The provider keeps the token
 * (it outlives its card entry) in the same transaction as the wallet row; saving twice is one
 * card. Another customer's token is not found (PAY-0404), as at submit.
 */
export async function saveWalletCard(
  deps: CustomerDeps,
  customerId: string,
  { paymentProviderId, tokenId }: SaveWalletCardBody,
): Promise<WalletCard> {
  const provider = deps.payments.provider(paymentProviderId);
  if (!provider) throw paymentTokenNotFoundError('This payment provider is not known.');
  return deps.db.transaction().execute(async (trx) => {
    const card = await provider.keepCard(trx, tokenId, customerId);
    if (!card) throw paymentTokenNotFoundError();
    const wallet = walletCardsRepository(trx);
    await wallet.insertUnlessSaved({
      token_id: card.tokenId,
      customer_id: customerId,
      provider_id: card.paymentProviderId,
      brand: card.paymentMethod,
      last4: card.tokenizedAccountNumber.slice(-4),
      expiry_month: card.expirationMonth,
      expiry_year: card.expirationYear,
      card_holder_name: card.cardHolderName,
      billing_zip: card.billingZip,
      created_at: deps.now(),
    });
    const saved = await wallet.findOwned(card.tokenId, customerId);
    if (!saved) throw paymentTokenNotFoundError();
    return toWalletCard(saved);
  });
}

/**
 * DELETE /transaction/wallet/{tokenId}: the card leaves the wallet and the provider forgets it, so
 * its token pays for nothing any more. Answers the cards left.
 */
export async function deleteWalletCard(
  deps: CustomerDeps,
  customerId: string,
  tokenId: string,
): Promise<WalletCard[]> {
  await deps.db.transaction().execute(async (trx) => {
    const wallet = walletCardsRepository(trx);
    const saved = await wallet.findOwned(tokenId, customerId);
    if (!saved) throw paymentTokenNotFoundError();
    await deps.payments.provider(saved.provider_id)?.forgetCard(trx, tokenId, customerId);
    await wallet.deleteOwned(tokenId, customerId);
  });
  return listWalletCards(deps, customerId);
}
