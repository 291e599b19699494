import { expect, test } from 'vitest';
import type { Order, OrderItem } from '@catering/domain';
import { composeOrderEmail } from './compose-order-email';
import { describeOrderChanges } from './order-changes';
import { COLOR } from './email-layout';
import type { EmailSettings } from './order-email-content';

const settings: EmailSettings = {
  from: 'Verde Cantina Catering <orders@verdecantina.example>',
  productName: 'Verde Cantina Catering',
  publicSiteUrl: 'https://order.example.com',
  cateringPhone: '1-800-555-0199',
};
const restaurant = {
  name: 'Union Square',
  address_line1: '1 Union Sq W',
  address_line2: null,
  locality: 'New York',
  administrative_area: 'NY',
  postal_code: '10003',
  phone_number: '2125550123',
};

function item(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItemId: 'i1',
    menuId: 'CMG-4012',
    name: 'Burritos by the Box',
    displayName: 'Burritos by the Box',
    displaySubName: null,
    servesText: '10',
    quantity: 10,
    price: 13.95,
    subTotal: 139.5,
    tax: 12.38,
    total: 151.88,
    createdTimestamp: '2027-03-10T15:00:00.000Z',
    isOrderAmountFromSubItems: false,
    promotionDeduction: 0,
    popularBuildItemId: null,
    popularBuildName: null,
    subItems: [
      { menuId: 'chicken', name: 'Chicken', quantity: 10, price: 0, foodGroup: 'proteins' },
    ],
    ...overrides,
  };
}

function order(detail: Partial<Order['orderDetail']> = {}): Order {
  return {
    id: 'order-1',
    orderNumber: 'VC-100001',
    status: 'Submitted',
    name: null,
    orderDetail: {
      orderType: 'pickup',
      orderItems: [item()],
      paymentItems: [
        {
          tokenId: 'tok_secret_123',
          paymentProviderId: 'SANDBOX',
          paymentMethod: 'VISA',
          tokenizedAccountNumber: '************1111',
          expiration: '12/30',
          cardHolderName: 'Ana Ruiz',
          amount: 151.88,
          status: 'Authorized',
        },
      ],
      promotionItems: [],
      promotion: null,
      popularBuildItems: [],
      store: { storeNumber: 1001, name: 'Union Square', timezoneId: 'America/New_York' },
      isDelivery: false,
      eventType: 'LUNCH',
      subTotal: 139.5,
      taxTotal: 12.38,
      total: 151.88,
      pickupInfo: { pickupDate: '2027-03-12T17:00:00.000Z' },
      deliveryInfo: null,
      isGuest: true,
      customer: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        emailAddress: 'ana@example.com',
        phoneNumber: '2125550100',
      },
      submittedAt: '2027-03-10T15:00:00.000Z',
      favoriteName: null,
      ...detail,
    },
  };
}

const compose = (
  o: Order,
  kind: 'order-placed' | 'order-changed' | 'order-cancelled' = 'order-placed',
) =>
  composeOrderEmail({ kind, order: o, restaurant }, settings, Date.parse('2027-03-10T15:00:00Z'))!;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the HTML is a document in English with one h1, a heading per section and no images', () => {
  const { html } = compose(order());
  expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  for (const section of ['Pickup', 'Restaurant', 'Items', 'Order totals'])
    expect(html).toMatch(new RegExp(`<h2 id="[a-z]+"[^>]*>${section}</h2>`));
  expect(html).toContain('<th scope="row"');
  expect(html).not.toContain('<img');
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
});

test('every text colour is at least 4.5:1 on the backgrounds it sits on', () => {
  for (const ink of [COLOR.ink, COLOR.muted, COLOR.heading]) {
    expect(contrast(ink, COLOR.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink, COLOR.page)).toBeGreaterThanOrEqual(4.5);
  }
  expect(contrast('#ffffff', COLOR.button)).toBeGreaterThanOrEqual(4.5);
});

test('the card shows as its brand and last four only: no token, number or customer phone', () => {
  const { html, text } = compose(order());
  for (const part of [html, text]) {
    expect(part).toContain('VISA ending in 1111');
    expect(part).not.toContain('tok_secret_123');
    expect(part).not.toContain('************');
    expect(part).not.toContain('2125550100');
  }
});

test('what a customer typed is escaped in the HTML', () => {
  const o = order({
    orderType: 'delivery',
    isDelivery: true,
    pickupInfo: null,
    deliveryInfo: {
      deliveryDate: '2027-03-12T17:00:00.000Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 20.93,
      deliveryQuote: { quoteId: 'q', fee: 4.99, expiresAt: null },
      deliveryAddress: {
        address1: '5 Broad St <script>alert(1)</script>',
        city: 'New York',
        state: 'NY',
        postalCode: '10004',
        country: 'US',
        addressName: 'OFFICE',
      },
    },
  });
  const { html, text } = compose(o);
  expect(html).not.toContain('<script>');
  expect(html).toContain('5 Broad St &lt;script&gt;');
  expect(text).toContain('To 5 Broad St <script>alert(1)</script>, New York, NY 10004');
  expect(html).toContain('12:00 PM - 12:15 PM');
});

test('an order without a contact email has nobody to write to', () => {
  expect(
    composeOrderEmail(
      { kind: 'order-placed', order: order({ customer: null }), restaurant },
      settings,
      0,
    ),
  ).toBeNull();
});

test('each of two split deliveries says which of the two it is; a whole order says nothing of it', () => {
  const second = compose(
    order({ orderType: 'delivery', split: { partnerId: 'order-0', part: 2 } }),
  );
  for (const part of [second.html, second.text])
    expect(part).toContain('This is delivery 2 of 2: your order was split into two deliveries');
  expect(compose(order({ split: null })).text).not.toContain('of 2');
});

test('a cancelled order links nowhere and its calendar event is cancelled', () => {
  const email = compose(order(), 'order-cancelled');
  expect(email.html).not.toContain('/order/confirmation/');
  expect(email.attachments[0]!.content).toContain('STATUS:CANCELLED');
  expect(email.subject).toBe('Order VC-100001 cancelled: pickup Fri, Mar 12, 12:00 PM');
});

test('the changes of an edit: time, items added and removed, total', () => {
  const before = order();
  const after = order({
    pickupInfo: { pickupDate: '2027-03-12T18:00:00.000Z' },
    orderItems: [
      item({ quantity: 12, subTotal: 167.4 }),
      item({
        orderItemId: 'i2',
        menuId: 'CMG-4027',
        name: 'Chips',
        displayName: 'Chips',
        quantity: 1,
        subItems: [],
      }),
    ],
    total: 199.99,
  });
  expect(describeOrderChanges(before, after)).toEqual([
    'Pickup Friday, March 12, 1:00 PM (was pickup Friday, March 12, 12:00 PM)',
    'Quantity 10 → 12: Burritos by the Box · Proteins: Chicken (10)',
    'Added Chips',
    'Total $199.99 (was $151.88)',
  ]);
  expect(describeOrderChanges(before, before)).toEqual([
    'Nothing in the order itself: it was placed again as it was.',
  ]);
});

test('a quantity change is one line even when the choices scale with it; other items stay apart', () => {
  const chicken = (quantity: number) => [
    { menuId: 'chicken', name: 'Chicken', quantity, price: 0, foodGroup: 'proteins' as const },
  ];
  const steak = {
    menuId: 'steak',
    name: 'Steak',
    quantity: 2,
    price: 0,
    foodGroup: 'proteins' as const,
  };
  const before = order({
    orderItems: [
      item({ quantity: 2, subItems: chicken(2) }),
      item({ orderItemId: 'i2', quantity: 5, subItems: [steak] }),
      item({ orderItemId: 'i3', quantity: 3, subItems: chicken(3) }),
    ],
  });
  const after = order({
    orderItems: [
      item({ orderItemId: 'n1', quantity: 3, subItems: chicken(3) }),
      item({ orderItemId: 'n2', quantity: 5, subItems: [{ ...steak, quantity: 4 }] }),
      item({ orderItemId: 'n3', quantity: 1, subItems: chicken(1) }),
    ],
  });
  expect(describeOrderChanges(before, after)).toEqual([
    'Quantity 2 → 1: Burritos by the Box · Proteins: Chicken',
    'Changed 5X Burritos by the Box · Proteins: Steak (4) (was 5X Burritos by the Box · Proteins: Steak (2))',
  ]);
});
