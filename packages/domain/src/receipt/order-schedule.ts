import { DELIVERY_WINDOW_MINUTES } from '../constants';
import { formatOrderWhen } from '../format/date-time';
import type { Order } from '../wire/order.wire';

/** The pickup time, or the start of the delivery window; null when the order has neither. */
export function orderStart(order: Order): Date | null {
  const { isDelivery, pickupInfo, deliveryInfo } = order.orderDetail;
  const at = isDelivery ? deliveryInfo?.deliveryDate : pickupInfo?.pickupDate;
  return at ? new Date(at) : null;
}

/** The end of the order's time: the delivery window's end, or the pickup time itself. */
export function orderEnd(order: Order): Date | null {
  const start = orderStart(order);
  if (!start) return null;
  const minutes = order.orderDetail.isDelivery ? DELIVERY_WINDOW_MINUTES : 0;
  return new Date(start.getTime() + minutes * 60_000);
}

/** The restaurant's time zone, in which every time is shown (SHELL-FORMAT-2). */
export function orderTimeZone(order: Order): string {
  return order.orderDetail.store.timezoneId || 'UTC';
}

/**
 * "Pickup" and "Wednesday, November 25, 11:30 AM", or "Delivery" and the 15-minute window
 * ("Wednesday, November 25, 11:30 AM - 11:45 AM"), in the restaurant's time zone; `short` is the
 * same for a phone ("Wed, Nov 25, 11:30 AM").
 */
export function orderSchedule(order: Order): {
  kind: 'Pickup' | 'Delivery';
  when: string | null;
  short: string | null;
} {
  const delivery = order.orderDetail.isDelivery;
  const kind = delivery ? 'Delivery' : 'Pickup';
  const start = orderStart(order);
  if (!start) return { kind, when: null, short: null };
  const zone = orderTimeZone(order);
  return {
    kind,
    when: formatOrderWhen(start, zone, { delivery }),
    short: formatOrderWhen(start, zone, { delivery, short: true }),
  };
}
