import { expect, test } from 'vitest';
import { fixtureOrder } from '@catering/domain/testing';
import { customTipPercent, intakeWithTip, parseTipDollars, tipChoiceOf } from './tip-choice';

const address = {
  address1: '1 Main St',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'US' as const,
  addressName: 'OFFICE',
};
const delivery = (deliveryTipPercent: number) =>
  fixtureOrder({
    orderType: 'delivery',
    isDelivery: true,
    deliveryInfo: {
      deliveryDate: '2030-01-02T17:30:00.000Z',
      deliveryTipPercent,
      deliveryTip: 0,
      deliveryQuote: { quoteId: null, fee: 0, expiresAt: null },
      deliveryAddress: address,
    },
  });

test('reads 10, 15 and 20 percent as preset choices and anything else as custom', () => {
  expect(tipChoiceOf(delivery(0.15))).toEqual({ kind: 'percent', percent: 0.15 });
  expect(tipChoiceOf(delivery(0.2))).toEqual({ kind: 'percent', percent: 0.2 });
  expect(tipChoiceOf(delivery(0.119))).toEqual({ kind: 'custom' });
});

test('turns a custom tip into a fraction that rounds back to the same cents', () => {
  const percent = customTipPercent(2500, 21_000);
  expect(Math.round(21_000 * percent)).toBe(2500);
  expect(customTipPercent(50_000, 21_000)).toBe(1);
  expect(customTipPercent(0, 21_000)).toBe(0);
});

test('reads typed dollars as cents', () => {
  expect(parseTipDollars('25')).toBe(2500);
  expect(parseTipDollars('$25.5')).toBe(2550);
  expect(parseTipDollars('abc')).toBeUndefined();
});

test("rebuilds the intake in the restaurant's local date and time with the new tip", () => {
  expect(intakeWithTip(delivery(0.15), 0.2)).toMatchObject({
    orderType: 'delivery',
    restaurantNumber: 1001,
    date: '2030-01-02',
    time: '12:30',
    eventType: 'OFFICE',
    deliveryTipPercent: 0.2,
  });
  expect(intakeWithTip(fixtureOrder(), 0.2)).toBeUndefined();
});
