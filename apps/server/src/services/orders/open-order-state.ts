import { ORDER_STATUSES } from '@catering/domain';
import type { OrderRow } from '../../db/repositories/orders.repository';

/** The columns of an order that has not been placed yet: no number, payment, booking or history. */
export function unplacedOrderState(now: number) {
  return {
    status: ORDER_STATUSES.open,
    order_number: null,
    payment_item_json: null,
    authorization_id: null,
    fraud_session_id: null,
    favorite_name: null,
    booked_slot_start: null,
    booked_restaurant_number: null,
    booked_headcount: null,
    split_partner_id: null,
    split_part: null,
    version: 1,
    created_at: now,
    updated_at: now,
    submitted_at: null,
    closed_at: null,
    cancelled_at: null,
  } satisfies Partial<OrderRow>;
}
