import { buildIcs, orderCalendarEvent, type Order } from '@catering/domain';
import type { OrderEmailKind, StoredAttachment } from '../../db/schema';
import {
  orderEmailContent,
  restaurantAddressLines,
  type EmailRestaurant,
  type EmailSettings,
} from './order-email-content';
import { renderOrderEmailHtml } from './order-email';
import { renderOrderEmailText } from './order-email-text';

export interface OrderEmailInput {
  kind: OrderEmailKind;
  order: Order;
  restaurant: EmailRestaurant;
  /** What an edit changed (order-changed only). */
  changes?: string[];
}

export interface ComposedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
}

/** The order's calendar event as the confirmation offers it; cancelled, it removes the event. */
function calendarAttachment(
  input: OrderEmailInput,
  settings: EmailSettings,
  now: number,
): StoredAttachment[] {
  const event = orderCalendarEvent(
    input.order,
    restaurantAddressLines(input.restaurant),
    settings.productName,
  );
  if (!event) return [];
  // Seconds since 1970 only grow: each later email's event replaces the earlier one.
  const ics = buildIcs(
    { ...event, sequence: Math.floor(now / 1000), cancelled: input.kind === 'order-cancelled' },
    new Date(now),
  );
  const number = input.order.orderNumber ?? input.order.id;
  return [
    { filename: `order-${number}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
  ];
}

/** An order email, complete: subject, HTML, plain text and the calendar file. */
export function composeOrderEmail(
  input: OrderEmailInput,
  settings: EmailSettings,
  now: number,
): ComposedEmail | null {
  const to = input.order.orderDetail.customer?.emailAddress;
  if (!to) return null;
  const content = orderEmailContent({ ...input, settings });
  return {
    to,
    subject: content.subject,
    html: renderOrderEmailHtml(content),
    text: renderOrderEmailText(content),
    attachments: calendarAttachment(input, settings, now),
  };
}
