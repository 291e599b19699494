import { unplacedOrderState } from '../src/services/orders/open-order-state';
import type { OrderRow } from '../src/db/repositories/orders.repository';

let orderCount = 0;

/** An open pickup order of `customerId` as a row, with `changes` over it; each has its own id. */
export function orderRow(customerId: string, changes: Partial<OrderRow>): OrderRow {
  orderCount += 1;
  return {
    ...unplacedOrderState(1_000 + orderCount),
    id: `order-${orderCount}`,
    customer_id: customerId,
    order_type: 'pickup',
    restaurant_number: 1001,
    local_date: '2027-03-10',
    local_time: '12:00',
    scheduled_at: 0,
    event_type: 'LUNCH',
    delivery_address_json: null,
    delivery_tip_ppm: 0,
    delivery_quote_id: null,
    delivery_quote_expires_at: null,
    promotion_code: null,
    promotion_name: null,
    promotion_exception_code: null,
    sub_total_cents: 0,
    promotion_deduction_cents: 0,
    tax_cents: 0,
    delivery_tip_cents: 0,
    delivery_fee_cents: 0,
    total_cents: 0,
    contact_first_name: null,
    contact_last_name: null,
    contact_email: null,
    contact_phone: null,
    edit_of_order_id: null,
    ...changes,
  };
}
