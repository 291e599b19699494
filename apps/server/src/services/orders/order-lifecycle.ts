import type { Kysely } from 'kysely';
import { isWithinEditWindow, ORDER_STATUSES, type Order } from '@catering/domain';
import type { Database } from '../../db/schema';
import { ordersRepository } from '../../db/repositories/orders.repository';
import { promotionRedemptionsRepository } from '../../db/repositories/promotion-redemptions.repository';
import { releaseSlot } from '../capacity/slot-reservation';
import {
  loadRestaurant,
  lockOwnedOrder,
  readOrderDto,
  type Actor,
  type OrderDeps,
} from './order-context';
import { queueOrderEmail } from '../emails/queue-order-email';
import { editWindowClosed, orderNotChangeable, orderNotFound } from './order-errors';
import { findOwnedOrder } from './order-reads';
import { sessionsRepository } from '../../db/repositories/sessions.repository';
import type { StoredPaymentItem } from './order-mapper';

export const setEditOrder = (
  db: Kysely<Database>,
  where: { tokenHash?: string; editOrderId?: string },
  value: string | null,
) => sessionsRepository(db).setEditOrder(where, value);

/** GET /order/{id}/isChangeable: Submitted and more than 24 hours before pickup or delivery. */
export async function isChangeable(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<boolean> {
  const order = await findOwnedOrder(deps, actor, orderId);
  // The two deliveries of a split share one payment: changed by phone, not online (decision 217).
  return (
    order.status === ORDER_STATUSES.submitted &&
    order.split_partner_id === null &&
    isWithinEditWindow(order.scheduled_at, deps.now())
  );
}

/**
 * DELETE /order/{id}: an open order is cancelled (an edit draft is dropped, which undoes the
 * edit); a submitted one only while changeable, giving back its slot and voiding its payment.
 */
export async function cancelOrder(deps: OrderDeps, actor: Actor, orderId: string): Promise<Order> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const orders = ordersRepository(trx);
    const order = await lockOwnedOrder(trx, actor.customerId, orderId, now);
    if (order.status === ORDER_STATUSES.open && order.edit_of_order_id) {
      await orders.delete(order.id);
      await setEditOrder(trx, { editOrderId: order.edit_of_order_id }, null);
      return readOrderDto(trx, { ...order, status: ORDER_STATUSES.cancelled }, actor.isGuest);
    }
    if (order.status === ORDER_STATUSES.submitted) {
      if (order.split_partner_id) throw orderNotChangeable();
      if (!isWithinEditWindow(order.scheduled_at, now)) throw editWindowClosed();
      if (order.booked_slot_start !== null && order.booked_restaurant_number !== null) {
        await releaseSlot(trx, {
          restaurantNumber: order.booked_restaurant_number,
          slotStartUtc: order.booked_slot_start,
          headcount: order.booked_headcount ?? 0,
        });
      }
      if (order.authorization_id && order.payment_item_json) {
        const payment = JSON.parse(order.payment_item_json) as StoredPaymentItem;
        await deps.payments
          .provider(payment.paymentProviderId)
          ?.voidAuthorization(trx, order.authorization_id);
      }
      await promotionRedemptionsRepository(trx).removeFor(order.id);
      const draft = await orders.findDraftOf(order.id);
      if (draft) await orders.delete(draft.id);
      await setEditOrder(trx, { editOrderId: order.id }, null);
    } else if (order.status !== ORDER_STATUSES.open) {
      throw orderNotChangeable();
    }
    const cancelled = {
      status: ORDER_STATUSES.cancelled,
      cancelled_at: now,
      booked_slot_start: null,
      booked_restaurant_number: null,
      booked_headcount: null,
      updated_at: now,
    };
    await orders.update(order.id, cancelled);
    // An open split goes as a whole: the second delivery is no bag of its own.
    if (order.status === ORDER_STATUSES.open && order.split_partner_id)
      await orders.update(order.split_partner_id, cancelled);
    const answer = await readOrderDto(trx, { ...order, ...cancelled }, actor.isGuest);
    // Only a placed order was announced; an open one was never more than a bag.
    if (order.status === ORDER_STATUSES.submitted) {
      const restaurant = await loadRestaurant(trx, order.restaurant_number);
      const email = { kind: 'order-cancelled' as const, order: answer, restaurant };
      await queueOrderEmail(trx, deps.emailSettings, email, now);
    }
    return answer;
  });
  deps.emails.nudge();
  return answer;
}

/** PUT /order/{id}/transfer: the guest order of the customer this session signed in from becomes this customer's. */
export async function transferOrder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<Order> {
  if (!actor.previousCustomerId) throw orderNotFound();
  const previous: Actor = { ...actor, customerId: actor.previousCustomerId };
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const order = await lockOwnedOrder(trx, previous.customerId, orderId, now);
    if (order.status !== ORDER_STATUSES.open || order.edit_of_order_id) throw orderNotChangeable();
    await ordersRepository(trx).update(order.id, {
      customer_id: actor.customerId,
      updated_at: now,
    });
    return readOrderDto(
      trx,
      { ...order, customer_id: actor.customerId, updated_at: now },
      actor.isGuest,
    );
  });
}
