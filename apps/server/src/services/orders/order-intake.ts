import { findEventType } from '../../db/repositories/catalogue.repository';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_DELIVERY_TIP_PERCENT,
  ORDER_STATUSES,
  type Intake,
  type Order,
} from '@catering/domain';
import type { Database } from '../../db/schema';
import { withoutWaitingForDisk } from '../../db/durability';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import {
  ordersRepository,
  type OrderChanges,
  type OrderRow,
} from '../../db/repositories/orders.repository';
import { cachedMenu, changeOpenOrder, storeOf, type Actor, type OrderDeps } from './order-context';
import { eventTypeInvalid, intakeInvalid, orderNotChangeable, orderNotFound } from './order-errors';
import { repriceRow } from './order-item-rows';
import { toOrderDto } from './order-mapper';
import { quoteDelivery } from './order-delivery';
import { settle } from './order-settlement';
import { headcountOf, TIP_PPM } from './order-totals';
import { checkIntake } from './order-validation';
import { unplacedOrderState } from './open-order-state';
import { joinSplit } from './order-split';

/**
 * The intake columns of an order, with the slot checked and, for delivery, a fresh quote. The tip
 * is the intake's when it names one, else `tipPercent`: the order's own (a changed intake keeps
 * what the customer chose) or the default for a new order.
 */
async function intakeColumns(
  deps: OrderDeps,
  db: Kysely<Database>,
  intake: Intake,
  current: { headcount: number; tipPercent: number },
) {
  const now = deps.now();
  const eventType = await findEventType(db, intake.eventType);
  const check = await checkIntake(db, intake, {
    now,
    windowDays: deps.windowDays,
    headcount: current.headcount,
  });
  if (check.errors.length > 0 || !check.restaurant || check.slotStartUtc === undefined)
    throw intakeInvalid(check.errors);
  if (!eventType) throw eventTypeInvalid();
  let quote = null;
  if (intake.orderType === 'delivery' && intake.deliveryAddress) {
    quote = await quoteDelivery(deps, db, {
      address: intake.deliveryAddress,
      slotStartUtc: check.slotStartUtc,
      restaurantNumber: intake.restaurantNumber,
      now,
    });
  }
  const columns = {
    order_type: intake.orderType,
    restaurant_number: intake.restaurantNumber,
    local_date: intake.date,
    local_time: intake.time,
    scheduled_at: check.slotStartUtc,
    event_type: intake.eventType,
    delivery_address_json:
      intake.orderType === 'delivery' ? JSON.stringify(intake.deliveryAddress) : null,
    delivery_tip_ppm: Math.round((intake.deliveryTipPercent ?? current.tipPercent) * TIP_PPM),
    delivery_quote_id: quote?.quoteId ?? null,
    delivery_quote_expires_at: quote ? Date.parse(quote.expiresAt) : null,
    delivery_fee_cents: quote?.feeCents ?? 0,
  } satisfies OrderChanges;
  return { columns, restaurant: check.restaurant };
}

/** The session's current order: the edit draft while editing, else the newest open order. */
export async function findCart(db: Kysely<Database>, actor: Actor): Promise<OrderRow | undefined> {
  const orders = ordersRepository(db);
  if (actor.editOrderId) {
    const draft = await orders.findDraftOf(actor.editOrderId);
    if (draft && draft.customer_id === actor.customerId && draft.status === ORDER_STATUSES.open)
      return draft;
  }
  return orders.findOpen(actor.customerId);
}

/** POST /order: a new open order from the intake. */
export async function createOrder(deps: OrderDeps, actor: Actor, intake: Intake): Promise<Order> {
  if (await findCart(deps.db, actor))
    throw orderNotChangeable('An order is already open: change it with PUT /order.');
  const { columns, restaurant } = await intakeColumns(deps, deps.db, intake, {
    headcount: 0,
    tipPercent: DEFAULT_DELIVERY_TIP_PERCENT,
  });
  const now = deps.now();
  const order: OrderRow = {
    id: randomUUID(),
    customer_id: actor.customerId,
    ...unplacedOrderState(now),
    ...columns,
    promotion_code: null,
    promotion_name: null,
    promotion_exception_code: null,
    sub_total_cents: 0,
    promotion_deduction_cents: 0,
    tax_cents: 0,
    delivery_tip_cents: 0,
    total_cents: 0,
    contact_first_name: null,
    contact_last_name: null,
    contact_email: null,
    contact_phone: null,
    edit_of_order_id: null,
  };
  // A new draft, written without waiting for the disk, as every change of it (decision 267).
  return withoutWaitingForDisk(deps.db, (db) =>
    db.transaction().execute(async (trx) => {
      await ordersRepository(trx).insert(order);
      const settled = await settle(trx, order, [], restaurant, now);
      return toOrderDto(settled.order, [], storeOf(restaurant), actor.isGuest);
    }),
  );
}

/** PUT /order: new intake for the session's current order; items re-priced at the new restaurant's tier. */
export async function updateIntake(deps: OrderDeps, actor: Actor, intake: Intake): Promise<Order> {
  const cart = await findCart(deps.db, actor);
  if (!cart) throw orderNotFound();
  const index = await cachedMenu(deps);
  return changeOpenOrder(deps, actor, cart.id, async (ctx) => {
    // A new intake joins a split's two deliveries back into one order (decision 216).
    const { trx, order, items } = await joinSplit(ctx.trx, ctx.order, ctx.now).then((joined) => ({
      ...joined,
      trx: ctx.trx,
    }));
    const { columns, restaurant } = await intakeColumns(deps, trx, intake, {
      headcount: headcountOf(items),
      tipPercent: order.delivery_tip_ppm / TIP_PPM,
    });
    const repriced = items.map((item) => repriceRow(index, restaurant.price_tier, item));
    for (const row of repriced) await orderItemsRepository(trx).replace(row);
    await ordersRepository(trx).update(order.id, columns);
    return { order: { ...order, ...columns }, items: repriced, restaurant };
  });
}
