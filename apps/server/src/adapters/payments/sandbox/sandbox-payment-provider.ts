import { randomBytes } from 'node:crypto';
import { hashToken } from '../../../services/sessions.service';
import { paymentClientTokensRepository } from '../../../db/repositories/payment-client-tokens.repository';
import {
  sandboxPaymentCardsRepository,
  type SandboxCard,
} from '../../../db/repositories/sandbox-payment-cards.repository';
import type { CardBrand, PaymentProvider, WalletCard } from '../payment-provider';
import { CARD_BRANDS, maskAccountNumber } from './card-number';
import { adjust, authorize, voidAuthorization } from './sandbox-authorizations';
import { CLIENT_TOKEN_TTL_MS, SANDBOX_BASE_PATH, SANDBOX_PROVIDER_ID } from './sandbox.constants';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

function toWalletCard(card: SandboxCard): WalletCard {
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

/** The built-in provider: cards entered on its own page, approvals decided by the test number. */
export const sandboxPaymentProvider: PaymentProvider = {
  id: SANDBOX_PROVIDER_ID,
  name: 'Sandbox test cards',
  cardBrands: CARD_BRANDS,

  async createClientToken(db, { customerId, restaurantNumber }, now = Date.now()) {
    const clientToken = randomBytes(32).toString('base64url');
    const expiresAt = now + CLIENT_TOKEN_TTL_MS;
    await paymentClientTokensRepository(db).insert({
      token_hash: hashToken(clientToken),
      provider_id: SANDBOX_PROVIDER_ID,
      customer_id: customerId,
      restaurant_number: restaurantNumber,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    });
    return {
      paymentProviderId: SANDBOX_PROVIDER_ID,
      clientToken,
      cardEntryUrl: `${SANDBOX_BASE_PATH}/card-entry?clientToken=${encodeURIComponent(clientToken)}`,
      expiresAt: new Date(expiresAt),
    };
  },

  async tokenize(db, clientToken, customerId, now = Date.now()) {
    const cards = sandboxPaymentCardsRepository(db);
    const card = await cards.findByClientToken(hashToken(clientToken), customerId, now);
    return card ? toWalletCard(card) : undefined;
  },

  async keepCard(db, tokenId, customerId) {
    const card = await sandboxPaymentCardsRepository(db).keep(tokenId, customerId);
    return card ? toWalletCard(card) : undefined;
  },

  forgetCard: (db, tokenId, customerId) =>
    sandboxPaymentCardsRepository(db).forget(tokenId, customerId),

  authorize,
  adjust,
  voidAuthorization,
};
