import { exceedsDeliveryLimit } from '@catering/domain';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { deliveryLimitExceeded } from '../order-errors';

/** A delivery order's food, after the promotion, must stay within the delivery limit. */
export function checkDeliveryLimit(order: OrderRow): void {
  if (
    exceedsDeliveryLimit(order.order_type, order.sub_total_cents - order.promotion_deduction_cents)
  )
    throw deliveryLimitExceeded();
}
