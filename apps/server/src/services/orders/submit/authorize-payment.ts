import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SubmitOrderBody } from '@catering/domain';
import type { Database } from '../../../db/schema';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import {
  paymentDeclinedError,
  paymentTokenNotFoundError,
} from '../../../adapters/payments/payment-errors';
import type { Actor, OrderDeps } from '../order-context';
import type { StoredPaymentItem } from '../order-mapper';
import { paymentItemOf } from '../payment-item';

export interface OrderPayment {
  item: StoredPaymentItem | null;
  authorizationId: string | null;
  /** Made by this submit, so it must be voided if the submit fails. */
  fresh: boolean;
  /** The edited order's earlier authorization, to void once the new one is in place. */
  replaced: string | null;
}

interface AuthorizeRequest {
  actor: Actor;
  order: OrderRow;
  original: OrderRow | null;
  payment: SubmitOrderBody['payment'];
  paymentKey: string;
}

/** The provider's idempotency key of a submit: one authorization per customer and Idempotency-Key. */
export function paymentKeyOf(actor: Actor, idempotencyKey: string): string {
  return createHash('sha256').update(`${actor.customerId}\n${idempotencyKey}`).digest('hex');
}

function providerOf(deps: OrderDeps, providerId: string) {
  const provider = deps.payments.provider(providerId);
  if (!provider) throw paymentTokenNotFoundError('This payment provider is not known.');
  return provider;
}

/**
 * Authorizes the order's total with the provider, idempotent by key. A re-submitted edit paid
 * with the same card adjusts the earlier authorization instead; with another card it gets a new
 * one and the earlier one is voided.
 */
export async function authorizeOrder(
  deps: OrderDeps,
  trx: Kysely<Database>,
  request: AuthorizeRequest,
): Promise<OrderPayment> {
  const { actor, order, original, payment } = request;
  const provider = providerOf(deps, payment.paymentProviderId);
  // The card as the order shows it, when no new authorization answers it.
  const described = async () => {
    const card = await provider.describeCard(trx, payment.tokenId, actor.customerId);
    if (!card) throw paymentTokenNotFoundError();
    return paymentItemOf(card, order.total_cents);
  };
  if (order.total_cents <= 0)
    return { item: await described(), authorizationId: null, fresh: false, replaced: null };
  const prior = original?.payment_item_json
    ? (JSON.parse(original.payment_item_json) as StoredPaymentItem)
    : null;
  if (
    original?.authorization_id &&
    prior?.tokenId === payment.tokenId &&
    prior.paymentProviderId === payment.paymentProviderId
  ) {
    const item = await described();
    if (prior.amountCents !== order.total_cents)
      await provider.adjust(trx, original.authorization_id, order.total_cents);
    return { item, authorizationId: original.authorization_id, fresh: false, replaced: null };
  }
  const authorization = await provider.authorize(trx, {
    tokenId: payment.tokenId,
    customerId: actor.customerId,
    amountCents: order.total_cents,
    idempotencyKey: request.paymentKey,
    orderId: original?.id ?? order.id,
  });
  if (authorization.status !== 'approved') throw paymentDeclinedError();
  return {
    item: paymentItemOf(authorization.card, order.total_cents),
    authorizationId: authorization.authorizationId,
    fresh: true,
    replaced: original?.authorization_id ?? null,
  };
}

/** Voids an authorization; a failure to void must not hide the error that caused it. */
export async function voidQuietly(
  deps: OrderDeps,
  trx: Kysely<Database>,
  providerId: string,
  authorizationId: string,
): Promise<void> {
  await deps.payments
    .provider(providerId)
    ?.voidAuthorization(trx, authorizationId)
    .catch(() => undefined);
}
