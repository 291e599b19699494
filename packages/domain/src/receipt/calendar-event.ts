import { DELIVERY_WINDOW_MINUTES } from '../constants';
import type { Order } from '../wire/order.wire';

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location: string;
  description: string;
  /** Raised with each change of the event, so calendars take the newest (RFC 5545 SEQUENCE). */
  sequence?: number;
  /** A cancelled event removes the one with its uid from the calendars that have it. */
  cancelled?: boolean;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values.
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

// RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space.
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** An iCalendar file with one event; times in UTC, so every calendar shows them in its own zone. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Catering//Order confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.cancelled ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The order's calendar event: the delivery window, or the pickup time with a 15-minute slot; at the
 * restaurant for pickup, at the delivery address for delivery (the restaurant in the description).
 */
export function orderCalendarEvent(
  order: Order,
  restaurantAddress: string[],
  productName: string,
): CalendarEvent | null {
  const { isDelivery, pickupInfo, deliveryInfo, store } = order.orderDetail;
  const at = isDelivery ? deliveryInfo?.deliveryDate : pickupInfo?.pickupDate;
  if (!at) return null;
  const start = new Date(at);
  const end = new Date(start.getTime() + DELIVERY_WINDOW_MINUTES * 60_000);
  const restaurant = [store.name, ...restaurantAddress].filter(Boolean).join(', ');
  const address = deliveryInfo?.deliveryAddress;
  const deliveryPlace = address
    ? [address.address1, address.address2, address.city, `${address.state} ${address.postalCode}`]
        .filter(Boolean)
        .join(', ')
    : '';
  const number = order.orderNumber ?? order.id;
  return {
    uid: `${order.id}@catering-order`,
    start,
    end,
    title: `${productName} ${isDelivery ? 'delivery' : 'pickup'} - order ${number}`,
    location: isDelivery ? deliveryPlace : restaurant,
    description: `Order ${number}. ${isDelivery ? 'Delivered from' : 'Pick up at'} ${restaurant}.`,
  };
}
