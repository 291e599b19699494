import { randomBytes } from 'node:crypto';
import type { AppError } from '../../../http/app-error';
import type { PaymentExecutor } from '../payment-provider';
import { hashToken } from '../../../services/sessions.service';
import { paymentClientTokensRepository } from '../../../db/repositories/payment-client-tokens.repository';
import { sandboxPaymentCardsRepository } from '../../../db/repositories/sandbox-payment-cards.repository';
import { paymentConflictError, paymentTokenNotFoundError } from '../payment-errors';
import type { AcceptedCard } from './sandbox-card.validator';
import { SANDBOX_PROVIDER_ID } from './sandbox.constants';

export type ClientTokenState = 'usable' | 'used' | 'expired' | 'unknown';

export const CARD_ENTRY_STALE_MESSAGE =
  'This card form has expired. Close it and open the card form again.';
export const CARD_ENTRY_USED_MESSAGE =
  'A card was already saved with this form. Close it and open the card form again.';

/** Whether a card can still be entered with this client token, and if not, why. */
export async function clientTokenState(
  db: PaymentExecutor,
  clientToken: string,
  now = Date.now(),
): Promise<ClientTokenState> {
  const row = await paymentClientTokensRepository(db).findByHash(hashToken(clientToken));
  if (!row || row.provider_id !== SANDBOX_PROVIDER_ID) return 'unknown';
  if (row.used_at !== null) return 'used';
  return row.expires_at > now ? 'usable' : 'expired';
}

/** The error to answer when a card cannot be entered with a token in this state. */
export function clientTokenError(state: Exclude<ClientTokenState, 'usable'>): AppError {
  return state === 'used'
    ? paymentConflictError(CARD_ENTRY_USED_MESSAGE)
    : paymentTokenNotFoundError(CARD_ENTRY_STALE_MESSAGE);
}

/** Stores a valid card against its client token, once: a second card with the same token is refused. Not inside a transaction. */
export async function saveCard(
  db: PaymentExecutor,
  clientToken: string,
  card: AcceptedCard,
  now = Date.now(),
): Promise<{ tokenId: string }> {
  const tokenHash = hashToken(clientToken);
  const tokenId = `sbx_${randomBytes(18).toString('base64url')}`;
  await db.transaction().execute(async (trx) => {
    // The conditional update is the single-use guard: only one request can flip used_at.
    if (!(await paymentClientTokensRepository(trx).markUsed(tokenHash, now))) {
      const state = await clientTokenState(trx, clientToken, now);
      throw clientTokenError(state === 'usable' ? 'used' : state);
    }
    await sandboxPaymentCardsRepository(trx).insert({
      token_id: tokenId,
      client_token_hash: tokenHash,
      brand: card.brand,
      last4: card.last4,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      card_holder_name: card.cardHolderName,
      billing_zip: card.billingZip,
      behaviour: card.behaviour,
      created_at: now,
    });
  });
  return { tokenId };
}
