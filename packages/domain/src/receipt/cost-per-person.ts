import { dollarsToCents } from '../wire/money';
import type { Order } from '../wire/order.wire';

/**
 * The people an order feeds: the quantities of its entrées (people or burritos); sides priced from
 * their options (chips and salsa) feed no one on their own, as in a slot's capacity.
 */
export function orderHeadcount(order: Pick<Order, 'orderDetail'>): number {
  return order.orderDetail.orderItems.reduce(
    (sum, item) => sum + (item.isOrderAmountFromSubItems ? 0 : item.quantity),
    0,
  );
}

/** The order's total over its headcount, in cents rounded to the cent; null when it feeds no one. */
export function costPerPersonCents(order: Pick<Order, 'orderDetail'>): number | null {
  const people = orderHeadcount(order);
  return people > 0 ? Math.round(dollarsToCents(order.orderDetail.total) / people) : null;
}
