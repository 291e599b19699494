import type { IntakeInput, Order } from '@catering/domain';
import { orderStart, orderTimeZone } from '@catering/domain';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The order's own intake turned to pickup: same restaurant, date, time and event. */
export function pickupIntakeOf(order: Order): IntakeInput {
  const start = orderStart(order) ?? new Date(Number.NaN);
  const zone = { in: tz(orderTimeZone(order)) };
  return {
    orderType: 'pickup',
    restaurantNumber: order.orderDetail.store.storeNumber,
    date: format(start, 'yyyy-MM-dd', zone),
    time: format(start, 'HH:mm', zone),
    eventType: order.orderDetail.eventType,
  };
}
