import { expect, test } from 'vitest';
import { fixtureOrder } from './order.fixture';
import { orderEnd, orderSchedule, orderStart } from './order-schedule';

test('a pickup shows its time in the restaurant zone and ends when it starts', () => {
  const order = fixtureOrder();
  expect(orderSchedule(order)).toEqual({
    kind: 'Pickup',
    when: 'Wednesday, January 2, 12:00 PM',
    short: 'Wed, Jan 2, 12:00 PM',
  });
  expect(orderEnd(order)).toEqual(orderStart(order));
});

test('a delivery shows its 15-minute window', () => {
  const order = fixtureOrder({
    isDelivery: true,
    pickupInfo: null,
    deliveryInfo: {
      deliveryDate: '2030-01-02T17:00:00.000Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 0,
      deliveryQuote: { quoteId: null, fee: 0, expiresAt: null },
      deliveryAddress: {
        address1: '5 Broad St',
        city: 'New York',
        state: 'NY',
        postalCode: '10004',
        country: 'US',
        addressName: 'OFFICE',
      },
    },
  });
  expect(orderSchedule(order).when).toBe('Wednesday, January 2, 12:00 PM - 12:15 PM');
  expect(orderEnd(order)?.toISOString()).toBe('2030-01-02T17:15:00.000Z');
});

test('an order with no time has no schedule', () => {
  const order = fixtureOrder({ pickupInfo: null });
  expect(orderSchedule(order)).toEqual({ kind: 'Pickup', when: null, short: null });
  expect(orderEnd(order)).toBeNull();
});
