import { randomBytes } from 'node:crypto';
import { hashToken } from '../../../services/sessions.service';
import { paymentClientTokensRepository } from '../../../db/repositories/payment-client-tokens.repository';
import { sandboxPaymentCardsRepository } from '../../../db/repositories/sandbox-payment-cards.repository';
import type { PaymentProvider } from '../payment-provider';
import { CARD_BRANDS } from './card-number';
import { adjust, authorize, voidAuthorization } from './sandbox-authorizations';
import { CLIENT_TOKEN_TTL_MS, SANDBOX_BASE_PATH, SANDBOX_PROVIDER_ID } from './sandbox.constants';
import { toWalletCard } from './wallet-card';

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

  async describeCard(db, tokenId, customerId) {
    const card = await sandboxPaymentCardsRepository(db).findByTokenId(tokenId, customerId);
    return card ? toWalletCard(card) : undefined;
  },

  forgetCard: (db, tokenId, customerId) =>
    sandboxPaymentCardsRepository(db).forget(tokenId, customerId),

  authorize,
  adjust,
  voidAuthorization,
};
