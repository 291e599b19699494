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

/** The UTF-8 length of one code point. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

// RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. Each piece but
// the last is cut at 74 octets (75 with the space), never inside a character. Lengths are counted
// once per character: the former fold encoded the rest of the line again for every cut.
function fold(line: string): string {
  const characters = Array.from(line);
  const lengths = characters.map((character) => utf8Length(character.codePointAt(0) ?? 0));
  // The octets from the start of the piece being built to the end of the line.
  let rest = lengths.reduce((sum, length) => sum + length, 0);
  if (rest <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let partLength = 0;
  characters.forEach((character, index) => {
    const length = lengths[index] ?? 0;
    if (rest > 75 && partLength + length > 74) {
      parts.push(part);
      rest -= partLength;
      part = '';
      partLength = 0;
    }
    part += character;
    partLength += length;
  });
  parts.push(part);
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
