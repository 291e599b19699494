import {
  formatAddressLine,
  accessoriesTexts,
  dollarsToCents,
  formatCurrency,
  maskPhoneNumber,
  type Order,
  type OrderItemLine,
  orderItemLines,
  orderSchedule,
  orderTotalsRows,
  SETUP_NOT_INCLUDED_TEXT,
  type TotalsRow,
} from '@catering/domain';
import type { OrderEmailKind, RestaurantsTable } from '../../db/schema';

/** What every email of the deployment shares (config: EMAIL_FROM, PUBLIC_SITE_URL, ...). */
export interface EmailSettings {
  from: string;
  /** The display name of EMAIL_FROM: it signs the email and names the calendar event. */
  productName: string;
  publicSiteUrl: string;
  cateringPhone: string;
}

export type EmailRestaurant = Pick<
  RestaurantsTable,
  'name' | 'address_line1' | 'address_line2' | 'locality' | 'administrative_area' | 'postal_code'
> & { phone_number?: string | null };

/** Everything an order email shows, worded and formatted; the HTML and text parts lay it out. */
export interface OrderEmailContent {
  kind: OrderEmailKind;
  productName: string;
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  intro: string;
  orderNumber: string;
  schedule: { kind: 'Pickup' | 'Delivery'; when: string };
  deliveryAddress: string | null;
  restaurant: { name: string; addressLines: string[]; phone: string | null };
  items: OrderItemLine[];
  itemAmounts: string[];
  accessories: string[];
  setupNotIncluded: string;
  totals: TotalsRow[];
  /** "Visa ending in 1111"; null when no card paid. */
  card: string | null;
  /** What an edit changed, for "order changed". */
  changes: string[];
  confirmationUrl: string | null;
  cateringPhone: string;
}

/** "(212) 555-0101" from ten digits; null when the restaurant has no number. */
function phoneOf(digits: string | null | undefined): string | null {
  return digits ? maskPhoneNumber(digits) : null;
}

/** "123 Main St, Suite 4" and "New York, NY 10001", as the confirmation shows them. */
export function restaurantAddressLines(r: EmailRestaurant): string[] {
  const street = [r.address_line1, r.address_line2].filter(Boolean).join(', ');
  return [street, `${r.locality}, ${r.administrative_area} ${r.postal_code}`.trim()];
}

function deliveryAddressOf(order: Order): string | null {
  const address = order.orderDetail.deliveryInfo?.deliveryAddress;
  return address ? formatAddressLine(address) : null;
}

function cardOf(order: Order): string | null {
  const item = order.orderDetail.paymentItems[0];
  if (!item) return null;
  const lastFour = item.tokenizedAccountNumber.replace(/\D/g, '').slice(-4);
  return `${item.paymentMethod} ending in ${lastFour}`;
}

const WORDING: Record<OrderEmailKind, { subject: string; heading: string; intro: string }> = {
  'order-placed': {
    subject: 'confirmed',
    heading: 'Thanks for your order',
    intro: 'We have your catering order. Here is everything in it.',
  },
  'order-changed': {
    subject: 'changed',
    heading: 'Your order has changed',
    intro: 'Your changes are saved. This is your order as it stands now.',
  },
  'order-cancelled': {
    subject: 'cancelled',
    heading: 'Your order is cancelled',
    intro: 'Your order is cancelled and the amount held on your card is released.',
  },
};

/**
 * One of two deliveries split past the delivery limit (decision 216) sends an email of its own:
 * each says it is one of two, so nobody takes either for the whole order.
 */
function splitIntro(order: Order): string {
  const split = order.orderDetail.split;
  return split
    ? ` This is delivery ${split.part} of 2: your order was split into two deliveries to stay within the delivery limit, and the other one has an email and order number of its own.`
    : '';
}

/** The content of an order email from the order as the API answers it (the confirmation's figures). */
export function orderEmailContent(input: {
  kind: OrderEmailKind;
  order: Order;
  restaurant: EmailRestaurant;
  settings: EmailSettings;
  changes?: string[];
}): OrderEmailContent {
  const { kind, order, restaurant, settings } = input;
  const number = order.orderNumber ?? order.id;
  const schedule = orderSchedule(order);
  const when = schedule.when ?? '';
  const wording = WORDING[kind];
  const items = orderItemLines(order);
  return {
    kind,
    productName: settings.productName,
    subject:
      `Order ${number} ${wording.subject}: ${schedule.kind.toLowerCase()} ${schedule.short ?? ''}`.trim(),
    preview: `${schedule.kind} ${when} · ${restaurant.name} · ${formatCurrency(
      dollarsToCents(order.orderDetail.total),
    )}`,
    heading: wording.heading,
    intro: wording.intro + splitIntro(order),
    orderNumber: number,
    schedule: { kind: schedule.kind, when },
    deliveryAddress: deliveryAddressOf(order),
    restaurant: {
      name: restaurant.name,
      addressLines: restaurantAddressLines(restaurant),
      phone: phoneOf(restaurant.phone_number),
    },
    items,
    itemAmounts: items.map((line) => formatCurrency(line.subTotalCents)),
    accessories: accessoriesTexts(order),
    setupNotIncluded: SETUP_NOT_INCLUDED_TEXT,
    totals: orderTotalsRows(order),
    card: cardOf(order),
    changes: input.changes ?? [],
    // A cancelled order has no confirmation page to go back to.
    confirmationUrl:
      kind === 'order-cancelled'
        ? null
        : new URL(`/order/confirmation/${encodeURIComponent(order.id)}`, settings.publicSiteUrl)
            .href,
    cateringPhone: settings.cateringPhone,
  };
}
