import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DELIVERY_MAX_SUBTOTAL_CENTS } from '../constants';
import { fixtureOrder } from '../receipt/order.fixture';
import {
  deliverySplitTotals,
  pickupInsteadCents,
  proposeDeliverySplit,
  splitLinesOf,
  type SplitLine,
} from './delivery-split';

const line = (id: string, subTotalCents: number): SplitLine => ({ id, subTotalCents });

test('proposes moving lines so that both deliveries stay within $1350', () => {
  const lines = [line('a', 90_000), line('b', 60_000), line('c', 30_000)];
  const moved = proposeDeliverySplit(lines);
  expect(moved).toBeDefined();
  const totals = deliverySplitTotals(lines, moved ?? []);
  expect(totals.firstCents).toBeLessThanOrEqual(DELIVERY_MAX_SUBTOTAL_CENTS);
  expect(totals.secondCents).toBeLessThanOrEqual(DELIVERY_MAX_SUBTOTAL_CENTS);
  expect(totals.firstCents + totals.secondCents).toBe(180_000);
  expect(totals.canSplit).toBe(true);
});

test('prefers the most even split, keeping the first line in the first delivery', () => {
  const lines = [line('a', 70_000), line('b', 70_000), line('c', 50_000), line('d', 50_000)];
  const moved = proposeDeliverySplit(lines) ?? [];
  const totals = deliverySplitTotals(lines, moved);
  expect([totals.firstCents, totals.secondCents]).toEqual([120_000, 120_000]);
  expect(moved).not.toContain('a');
});

test('proposes nothing when one line alone is above the limit or two deliveries cannot carry it', () => {
  expect(proposeDeliverySplit([line('a', 140_000), line('b', 1_000)])).toBeUndefined();
  expect(
    proposeDeliverySplit([line('a', 100_000), line('b', 100_000), line('c', 100_000)]),
  ).toBeUndefined();
  expect(proposeDeliverySplit([line('a', 136_000)])).toBeUndefined();
});

test('says why a chosen split cannot go ahead', () => {
  const lines = [line('a', 100_000), line('b', 50_000), line('c', 10_000)];
  expect(deliverySplitTotals(lines, []).reason).toBe(
    'Delivery 1 is $250 above the $1350 limit. Move more items to delivery 2.',
  );
  expect(deliverySplitTotals(lines, ['a', 'b', 'c']).reason).toBe(
    'Choose at least one item to keep in delivery 1.',
  );
  expect(deliverySplitTotals(lines, ['a', 'b']).reason).toBe(
    'Delivery 2 is $150 above the $1350 limit. Move items back to delivery 1.',
  );
  expect(deliverySplitTotals(lines, ['b']).reason).toBeUndefined();
  expect(deliverySplitTotals(lines, ['b', 'unknown']).secondCents).toBe(50_000);
});

test('for any lines two deliveries can carry, the proposal keeps both within the limit', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 135_000 }), { minLength: 2, maxLength: 25 }),
      (cents) => {
        const lines = cents.map((c, i) => line(`l${i}`, c));
        const moved = proposeDeliverySplit(lines);
        if (!moved) return;
        const totals = deliverySplitTotals(lines, moved);
        expect(totals.canSplit).toBe(true);
        expect(totals.firstCents).toBeLessThanOrEqual(DELIVERY_MAX_SUBTOTAL_CENTS);
        expect(totals.secondCents).toBeLessThanOrEqual(DELIVERY_MAX_SUBTOTAL_CENTS);
      },
    ),
  );
});

test('whenever some split fits, the proposal finds one', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 135_000 }), { minLength: 2, maxLength: 10 }),
      (cents) => {
        const lines = cents.map((c, i) => line(`l${i}`, c));
        const fits = Array.from({ length: 2 ** lines.length }, (_, mask) =>
          lines.filter((_, i) => mask & (1 << i)).map((l) => l.id),
        ).some((moved) => deliverySplitTotals(lines, moved).canSplit);
        expect(proposeDeliverySplit(lines) !== undefined).toBe(fits);
      },
    ),
  );
});

test('the pickup figure is the order total without the delivery fee and tip', () => {
  const order = fixtureOrder({
    orderType: 'delivery',
    isDelivery: true,
    subTotal: 1400,
    taxTotal: 124.25,
    total: 1754.25,
    deliveryInfo: {
      deliveryDate: '2030-01-01T17:00:00.000Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 210,
      deliveryQuote: { quoteId: 'q', fee: 20, expiresAt: null },
      deliveryAddress: {} as never,
    },
  });
  expect(pickupInsteadCents(order)).toBe(152_425);
  expect(splitLinesOf(order)).toEqual([{ id: 'item-1', subTotalCents: 21_000 }]);
});
