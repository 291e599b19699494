import { randomUUID } from 'node:crypto';
import { paymentAuthorizationsRepository } from '../../../db/repositories/payment-authorizations.repository';
import {
  sandboxPaymentCardsRepository,
  type SandboxCard,
} from '../../../db/repositories/sandbox-payment-cards.repository';
import { paymentConflictError, paymentTokenNotFoundError } from '../payment-errors';
import { assertAmountCents, toAuthorization } from '../authorization-record';
import type { PaymentProvider } from '../payment-provider';
import { isExpired } from './card-expiry';
import { SANDBOX_PROVIDER_ID } from './sandbox.constants';
import { toWalletCard } from './wallet-card';

function declineReasonOf(card: SandboxCard, now: number): string | null {
  if (card.behaviour === 'decline') return 'The card issuer declined the payment.';
  if (isExpired(card.expiry_month, card.expiry_year, new Date(now))) return 'The card has expired.';
  return null;
}

const notFound = () => paymentTokenNotFoundError('This payment authorization could not be found.');

/**
 * Approves or declines by the card's test behaviour; the unique idempotency key makes retries safe.
 * Answers the card it read, so that the order's payment item needs no second look-up.
 */
export const authorize: PaymentProvider['authorize'] = async (db, input, now = Date.now()) => {
  assertAmountCents(input.amountCents);
  const card = await sandboxPaymentCardsRepository(db).findByTokenId(
    input.tokenId,
    input.customerId,
  );
  if (!card) throw paymentTokenNotFoundError();
  const authorizations = paymentAuthorizationsRepository(db);
  const declineReason = declineReasonOf(card, now);
  await authorizations.insertUnlessKeyExists({
    id: randomUUID(),
    provider_id: SANDBOX_PROVIDER_ID,
    token_id: input.tokenId,
    amount_cents: input.amountCents,
    status: declineReason ? 'declined' : 'approved',
    decline_reason: declineReason,
    idempotency_key: input.idempotencyKey,
    order_id: input.orderId,
    created_at: now,
    updated_at: now,
  });
  const recorded = await authorizations.findByIdempotencyKey(input.idempotencyKey);
  if (!recorded) throw new Error('authorization vanished after insert');
  const sameRequest =
    recorded.token_id === input.tokenId &&
    recorded.order_id === input.orderId &&
    recorded.amount_cents === input.amountCents;
  if (!sameRequest) {
    throw paymentConflictError('This idempotency key was already used for a different payment.');
  }
  return { ...toAuthorization(recorded), card: toWalletCard(card) };
};

/** Changes the amount of an approved authorization; a declined or voided one is a conflict. */
export const adjust: PaymentProvider['adjust'] = async (
  db,
  authorizationId,
  newAmountCents,
  now = Date.now(),
) => {
  assertAmountCents(newAmountCents);
  const authorizations = paymentAuthorizationsRepository(db);
  const existing = await authorizations.findById(authorizationId);
  if (!existing) throw notFound();
  const changes = { amount_cents: newAmountCents, updated_at: now };
  const adjusted =
    existing.status === 'approved' &&
    (await authorizations.updateWhileStatus(authorizationId, 'approved', changes));
  if (!adjusted) throw paymentConflictError('Only an approved authorization can be adjusted.');
  return toAuthorization({ ...existing, ...changes });
};

/** Voids an approved authorization; a declined or already voided one is returned as it is. */
export const voidAuthorization: PaymentProvider['voidAuthorization'] = async (
  db,
  authorizationId,
  now = Date.now(),
) => {
  const authorizations = paymentAuthorizationsRepository(db);
  const existing = await authorizations.findById(authorizationId);
  if (!existing) throw notFound();
  if (existing.status === 'approved') {
    await authorizations.updateWhileStatus(authorizationId, 'approved', {
      status: 'voided',
      updated_at: now,
    });
  }
  return toAuthorization((await authorizations.findById(authorizationId)) ?? existing);
};
