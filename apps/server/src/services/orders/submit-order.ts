import type { Kysely } from 'kysely';
import type { Order, SubmitOrderBody } from '@catering/domain';
import type { Database } from '../../db/schema';
import {
  orderItemsRepository,
  type OrderItemRow,
} from '../../db/repositories/order-items.repository';
import type { OrderRow } from '../../db/repositories/orders.repository';
import { lockOpenOrder, storeOf, type Actor, type OrderDeps } from './order-context';
import { orderEmpty } from './order-errors';
import { toOrderDto } from './order-mapper';
import { headcountOf } from './order-totals';
import { requestHash, runIdempotent, type StoredResponse } from './idempotency';
import { getOrder } from './order-reads';
import { lockOriginal } from './submit-edit';
import {
  authorizeOrder,
  paymentKeyOf,
  voidQuietly,
  type OrderPayment,
} from './submit/authorize-payment';
import { lockSplitPartner } from './submit/lock-split-partner';
import { checkDeliveryLimit } from './submit/check-delivery-limit';
import { placeOrReplace } from './submit/place-order';
import { recheckIntake } from './submit/recheck-intake';
import { recordPromotion } from './submit/record-promotion';
import { releaseOriginalSlot } from './submit/release-original-slot';
import { repriceItems } from './submit/reprice-items';
import { requoteDelivery } from './submit/requote-delivery';
import { reserveOrderSlot } from './submit/reserve-order-slot';
import { settleTotals } from './submit/settle-totals';
import { queueOrderEmail } from '../emails/queue-order-email';
import { loadRestaurant } from './order-context';

export interface SubmitRequest {
  orderId: string;
  body: SubmitOrderBody;
  idempotencyKey: string;
}

/**
 * Everything of a submit, in the caller's transaction, as its steps (submit/, one file each).
 * Any failure rolls all of it back; a card authorized here is voided if a later step fails.
 */
async function submitInTransaction(
  deps: OrderDeps,
  actor: Actor,
  trx: Kysely<Database>,
  request: SubmitRequest,
): Promise<Order> {
  const now = deps.now();
  const draft = await lockOpenOrder(trx, actor.customerId, request.orderId, now);
  const items = await orderItemsRepository(trx).ofOrder(draft.id);
  if (items.length === 0) throw orderEmpty();
  const original = draft.edit_of_order_id
    ? await lockOriginal(trx, actor, draft.edit_of_order_id, now)
    : null;
  // What the edit replaces, read before it goes: the email says what changed.
  const before = original ? await originalAsAnswered(trx, original, actor.isGuest) : null;

  await releaseOriginalSlot(trx, original);
  const first = await readyToPlace(deps, trx, draft, items, now);
  // A split delivery is placed with its second half, in this transaction: both or neither.
  const partner = await lockSplitPartner(trx, draft, now);
  const second = partner ? await readyToPlace(deps, trx, partner.draft, partner.items, now) : null;
  const payment = await authorizeOrder(deps, trx, {
    actor,
    order: second
      ? { ...first.order, total_cents: first.order.total_cents + second.order.total_cents }
      : first.order,
    original,
    payment: request.body.payment,
    paymentKey: paymentKeyOf(actor, request.idempotencyKey),
  });
  try {
    await recordPromotion(trx, first.order, original?.id ?? draft.id, now);
    const place = (ready: Ready, from: OrderRow, replaces: OrderRow | null, was: Order | null) =>
      placeOne(deps, trx, {
        actor,
        request,
        ready,
        draft: from,
        original: replaces,
        before: was,
        payment,
        now,
      });
    const answer = await place(first, draft, original, before);
    if (second && partner) await place(second, partner.draft, null, null);
    return answer;
  } catch (error) {
    if (payment.fresh && payment.authorizationId)
      await voidQuietly(deps, trx, request.body.payment.paymentProviderId, payment.authorizationId);
    throw error;
  }
}

type Ready = Awaited<ReturnType<typeof readyToPlace>>;

/** Re-checks, re-prices, re-quotes and settles an order, then books its slot. */
async function readyToPlace(
  deps: OrderDeps,
  trx: Kysely<Database>,
  draft: OrderRow,
  items: OrderItemRow[],
  now: number,
) {
  const headcount = headcountOf(items);
  const rules = { now, windowDays: deps.windowDays, headcount };
  const { restaurant, slotStartUtc } = await recheckIntake(trx, draft, rules);
  const repriced = await repriceItems(deps, trx, restaurant, items);
  const quoted = await requoteDelivery(deps, trx, draft, slotStartUtc, now);
  const order = await settleTotals(trx, quoted, repriced, restaurant, now);
  checkDeliveryLimit(order);
  await reserveOrderSlot(trx, order, { slotStartUtc, headcount });
  const booking = { restaurantNumber: restaurant.restaurant_number, slotStartUtc, headcount };
  return { order, repriced, restaurant, booking };
}

/** Places one ready order; each half of a split keeps its own part of the one authorization. */
async function placeOne(
  deps: OrderDeps,
  trx: Kysely<Database>,
  placing: {
    actor: Actor;
    request: SubmitRequest;
    ready: Ready;
    draft: OrderRow;
    original: OrderRow | null;
    /** What an edit replaces, as answered before: the email says what changed. */
    before: Order | null;
    payment: OrderPayment;
    now: number;
  },
): Promise<Order> {
  const { actor, request, ready, draft, original, before, payment, now } = placing;
  const { order, restaurant } = ready;
  const item = payment.item && { ...payment.item, amountCents: order.total_cents };
  const placed = await placeOrReplace(deps, trx, {
    draft,
    order,
    original,
    payment: { ...payment, item },
    body: request.body,
    booking: ready.booking,
    now,
  });
  const placedItems = ready.repriced.map((row) => ({ ...row, order_id: placed.id }));
  const answer = toOrderDto(placed, placedItems, storeOf(restaurant), actor.isGuest);
  const kind = original ? 'order-changed' : 'order-placed';
  await queueOrderEmail(trx, deps.emailSettings, { kind, order: answer, restaurant, before }, now);
  return answer;
}

/** The submitted order an edit replaces, as the API answered it. */
async function originalAsAnswered(trx: Kysely<Database>, original: OrderRow, isGuest: boolean) {
  const items = await orderItemsRepository(trx).ofOrder(original.id);
  const restaurant = await loadRestaurant(trx, original.restaurant_number);
  return toOrderDto(original, items, storeOf(restaurant), isGuest);
}

/**
 * PUT /order/{id}/submit: once per Idempotency-Key, in one transaction; the order's email is
 * queued in it and the email worker nudged once it commits.
 */
export async function submitOrder(
  deps: OrderDeps,
  actor: Actor,
  request: SubmitRequest,
): Promise<StoredResponse> {
  const response = await runIdempotent(deps.db, {
    customerId: actor.customerId,
    key: request.idempotencyKey,
    hash: requestHash(request.body, request.orderId),
    now: Date.now,
    run: (trx) => submitInTransaction(deps, actor, trx, request),
    replay: (orderId) => getOrder(deps, actor, orderId),
  });
  deps.emails.nudge();
  return response;
}
