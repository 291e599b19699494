import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  exceedsDeliveryLimit,
  ORDER_STATUSES,
  type Order,
  type SubmitOrderBody,
} from '@catering/domain';
import type { Database } from '../../db/schema';
import {
  orderItemsRepository,
  type OrderItemRow,
} from '../../db/repositories/order-items.repository';
import {
  ordersRepository,
  type OrderChanges,
  type OrderRow,
} from '../../db/repositories/orders.repository';
import { releaseSlot, reserveSlot } from '../capacity/slot-reservation';
import { currentMenu, lockOpenOrder, storeOf, type Actor, type OrderDeps } from './order-context';
import { deliveryLimitExceeded, intakeInvalid, orderEmpty, promotionError } from './order-errors';
import { repriceRow } from './order-item-rows';
import { toOrderDto } from './order-mapper';
import { settle } from './order-settlement';
import { headcountOf } from './order-totals';
import { checkIntake } from './order-validation';
import { authorizeOrder, voidQuietly } from './submit-payment';
import { refreshDeliveryQuote } from './order-delivery';
import { requestHash, runIdempotent, type StoredResponse } from './idempotency';
import { lockOriginal, recordRedemption, replaceOriginal } from './submit-edit';

export interface SubmitRequest {
  orderId: string;
  body: SubmitOrderBody;
  idempotencyKey: string;
}

/**
 * Everything of a submit, in the caller's transaction: re-check, re-price, book the slot,
 * authorize, number and place the order. Any failure rolls all of it back.
 */
async function submitInTransaction(
  deps: OrderDeps,
  actor: Actor,
  trx: Kysely<Database>,
  request: SubmitRequest,
): Promise<Order> {
  const now = deps.now();
  const orders = ordersRepository(trx);
  const itemsRepo = orderItemsRepository(trx);
  const draft = await lockOpenOrder(trx, actor.customerId, request.orderId, now);
  const items = await itemsRepo.ofOrder(draft.id);
  if (items.length === 0) throw orderEmpty();
  const original = draft.edit_of_order_id
    ? await lockOriginal(trx, actor, draft.edit_of_order_id, now)
    : null;
  if (original?.booked_slot_start != null && original.booked_restaurant_number != null) {
    await releaseSlot(trx, {
      restaurantNumber: original.booked_restaurant_number,
      slotStartUtc: original.booked_slot_start,
      headcount: original.booked_headcount ?? 0,
    });
  }

  const headcount = headcountOf(items);
  const intake = {
    orderType: draft.order_type,
    restaurantNumber: draft.restaurant_number,
    date: draft.local_date,
    time: draft.local_time,
  };
  const check = await checkIntake(trx, intake, { now, windowDays: deps.windowDays, headcount });
  if (check.errors.length > 0 || !check.restaurant || check.slotStartUtc === undefined)
    throw intakeInvalid(check.errors);
  const { restaurant, slotStartUtc } = check;

  const index = await currentMenu(deps, trx);
  const repriced: OrderItemRow[] = [];
  for (const item of items) {
    const row = repriceRow(index, restaurant.price_tier, item);
    if (
      row.sub_total_cents !== item.sub_total_cents ||
      row.unit_price_cents !== item.unit_price_cents ||
      row.sub_items_json !== item.sub_items_json
    ) {
      await itemsRepo.updatePrices(row);
    }
    repriced.push(row);
  }
  const quoted = await refreshDeliveryQuote(deps, trx, draft, slotStartUtc, now);
  const settled = await settle(trx, quoted, repriced, restaurant, now);
  if (settled.exception) throw promotionError(settled.exception);
  const order = settled.order;
  if (
    exceedsDeliveryLimit(order.order_type, order.sub_total_cents - order.promotion_deduction_cents)
  )
    throw deliveryLimitExceeded();
  if (
    !(await reserveSlot(trx, {
      restaurantNumber: restaurant.restaurant_number,
      slotStartUtc,
      headcount,
    }))
  ) {
    throw intakeInvalid([order.order_type === 'delivery' ? 'deliveryTime' : 'pickupTime']);
  }

  const paymentKey = createHash('sha256')
    .update(`${actor.customerId}\n${request.idempotencyKey}`)
    .digest('hex');
  const payment = await authorizeOrder(deps, trx, {
    actor,
    order,
    original,
    payment: request.body.payment,
    paymentKey,
  });
  try {
    const targetId = original?.id ?? draft.id;
    await recordRedemption(trx, order, targetId, now);
    const { customer } = request.body;
    const placed: OrderChanges = {
      status: ORDER_STATUSES.submitted,
      order_number: original?.order_number ?? (await orders.nextOrderNumber()),
      submitted_at: original?.submitted_at ?? now,
      contact_first_name: customer.firstName,
      contact_last_name: customer.lastName,
      contact_email: customer.emailAddress,
      contact_phone: customer.phoneNumber,
      payment_item_json: payment.item ? JSON.stringify(payment.item) : null,
      authorization_id: payment.authorizationId,
      fraud_session_id: request.body.fraudSessionId,
      booked_slot_start: slotStartUtc,
      booked_restaurant_number: restaurant.restaurant_number,
      booked_headcount: headcount,
      updated_at: now,
    };
    let final: OrderRow = { ...order, ...placed } as OrderRow;
    if (original) {
      final = await replaceOriginal(trx, { original, draft: order, placed });
      if (payment.replaced)
        await voidQuietly(deps, trx, request.body.payment.paymentProviderId, payment.replaced);
    } else {
      await orders.update(draft.id, placed);
    }
    const finalItems = repriced.map((item) => ({ ...item, order_id: final.id }));
    return toOrderDto(final, finalItems, storeOf(restaurant), actor.isGuest);
  } catch (error) {
    if (payment.fresh && payment.authorizationId)
      await voidQuietly(deps, trx, request.body.payment.paymentProviderId, payment.authorizationId);
    throw error;
  }
}

/** PUT /order/{id}/submit: once per Idempotency-Key, in one transaction. */
export function submitOrder(
  deps: OrderDeps,
  actor: Actor,
  request: SubmitRequest,
): Promise<StoredResponse> {
  return runIdempotent(deps.db, {
    customerId: actor.customerId,
    key: request.idempotencyKey,
    hash: requestHash(request.body, request.orderId),
    now: Date.now,
    run: (remember) =>
      deps.db.transaction().execute(async (trx) => {
        const order = await submitInTransaction(deps, actor, trx, request);
        await remember(trx, order);
        return order;
      }),
  });
}
