import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DELIVERY_LIMIT_LABEL,
  exceedsDeliveryLimit,
  type DeliveryAddress,
  type SplitOrderAnswer,
  type SplitOrderBody,
} from '@catering/domain';
import type { Database, RestaurantsTable } from '../../db/schema';
import {
  orderItemsRepository,
  type OrderItemRow,
} from '../../db/repositories/order-items.repository';
import { ordersRepository, type OrderRow } from '../../db/repositories/orders.repository';
import {
  loadRestaurant,
  lockOpenOrder,
  storeOf,
  type Actor,
  type OrderDeps,
} from './order-context';
import { deliveryLimitExceeded, deliverySplitRefused, orderNotFound } from './order-errors';
import { toOrderDto } from './order-mapper';
import { quoteDelivery } from './order-delivery';
import { settle } from './order-settlement';
import { unplacedOrderState } from './open-order-state';

const byPosition = (a: OrderItemRow, b: OrderItemRow) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A new open delivery like `first` (restaurant, address, time, event, tip), with its own quote. */
async function createSecond(deps: OrderDeps, trx: Kysely<Database>, first: OrderRow, now: number) {
  const address = JSON.parse(first.delivery_address_json ?? '{}') as DeliveryAddress;
  const quote = await quoteDelivery(deps, trx, {
    address,
    slotStartUtc: first.scheduled_at,
    restaurantNumber: first.restaurant_number,
    now,
  });
  const second: OrderRow = {
    ...first,
    ...unplacedOrderState(now),
    id: randomUUID(),
    delivery_quote_id: quote.quoteId,
    delivery_quote_expires_at: Date.parse(quote.expiresAt),
    delivery_fee_cents: quote.feeCents,
    promotion_code: null,
    promotion_name: null,
    promotion_exception_code: null,
    edit_of_order_id: null,
    split_partner_id: first.id,
    split_part: 2,
  };
  await ordersRepository(trx).insert(second);
  return second;
}

/**
 * Joins a split back into one order: the second delivery's items move to the first, the second
 * is deleted. Answers the first's row (links cleared) and all items; the caller settles it.
 */
export async function joinSplit(trx: Kysely<Database>, first: OrderRow, now: number) {
  const items = orderItemsRepository(trx);
  if (!first.split_partner_id) return { order: first, items: await items.ofOrder(first.id) };
  const second = await lockOpenOrder(trx, first.customer_id, first.split_partner_id, now);
  await items.moveAll(second.id, first.id);
  await ordersRepository(trx).delete(second.id);
  const unlinked = { split_partner_id: null, split_part: null };
  await ordersRepository(trx).update(first.id, unlinked);
  return { order: { ...first, ...unlinked }, items: await items.ofOrder(first.id) };
}

/** Locks the pair the named order belongs to, the cart's half first (so two calls never deadlock). */
async function lockPair(trx: Kysely<Database>, actor: Actor, orderId: string, now: number) {
  const named = await ordersRepository(trx).findOwned(orderId, actor.customerId);
  if (!named) throw orderNotFound();
  const firstId = named.split_part === 2 ? (named.split_partner_id ?? named.id) : named.id;
  const first = await lockOpenOrder(trx, actor.customerId, firstId, now);
  if (first.order_type !== 'delivery' || first.edit_of_order_id)
    throw deliverySplitRefused('Only a delivery order not yet placed can be split.');
  const second = first.split_partner_id
    ? await lockOpenOrder(trx, actor.customerId, first.split_partner_id, now)
    : null;
  return { first, second };
}

function checkLimit(order: OrderRow, name: string) {
  if (exceedsDeliveryLimit('delivery', order.sub_total_cents - order.promotion_deduction_cents))
    throw deliveryLimitExceeded(
      `${name} would be above the ${DELIVERY_LIMIT_LABEL} delivery limit.`,
    );
}

/**
 * PUT /order/{id}/split: the named items make the second delivery (created at the first call,
 * same restaurant, address, time and event); the rest stay in the cart's. Each must hold an item
 * and stay within the delivery limit, else nothing changes. No items joins the two back.
 */
export function splitOrder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  body: SplitOrderBody,
): Promise<SplitOrderAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { first, second } = await lockPair(trx, actor, orderId, now);
    const restaurant = await loadRestaurant(trx, first.restaurant_number);
    const answer = (order: OrderRow, items: OrderItemRow[]) =>
      toOrderDto(order, items.sort(byPosition), storeOf(restaurant), actor.isGuest);
    if (body.items.length === 0) {
      const joined = await joinSplit(trx, first, now);
      const settled = await settle(trx, joined.order, joined.items, restaurant, now);
      return { first: answer(settled.order, joined.items), second: null };
    }
    const items = orderItemsRepository(trx);
    const pair = [
      ...(await items.ofOrder(first.id)),
      ...(second ? await items.ofOrder(second.id) : []),
    ];
    const moving = new Set(body.items);
    if (body.items.some((id) => !pair.some((item) => item.id === id)) || moving.size >= pair.length)
      throw deliverySplitRefused();
    const target = second ?? (await createSecond(deps, trx, first, now));
    const linked = { ...first, split_partner_id: target.id, split_part: 1 };
    await ordersRepository(trx).update(first.id, { split_partner_id: target.id, split_part: 1 });
    return placeItems(trx, {
      first: linked,
      second: target,
      pair,
      moving,
      restaurant,
      now,
      answer,
    });
  });
}

async function placeItems(
  trx: Kysely<Database>,
  split: {
    first: OrderRow;
    second: OrderRow;
    pair: OrderItemRow[];
    moving: Set<string>;
    restaurant: RestaurantsTable;
    now: number;
    answer: (order: OrderRow, items: OrderItemRow[]) => SplitOrderAnswer['first'];
  },
): Promise<SplitOrderAnswer> {
  const { first, second, pair, moving, restaurant, now, answer } = split;
  const to = (order: OrderRow, stay: boolean) =>
    pair
      .filter((item) => moving.has(item.id) !== stay)
      .map((item) => ({ ...item, order_id: order.id }));
  const firstItems = to(first, true);
  const secondItems = to(second, false);
  const items = orderItemsRepository(trx);
  const moved = (list: OrderItemRow[]) =>
    list.filter((item) => pair.find((p) => p.id === item.id)?.order_id !== item.order_id);
  await items.move(
    moved(secondItems).map((item) => item.id),
    second.id,
  );
  await items.move(
    moved(firstItems).map((item) => item.id),
    first.id,
  );
  const one = await settle(trx, first, firstItems, restaurant, now);
  const two = await settle(trx, second, secondItems, restaurant, now);
  checkLimit(one.order, 'Delivery 1');
  checkLimit(two.order, 'Delivery 2');
  return { first: answer(one.order, firstItems), second: answer(two.order, secondItems) };
}
