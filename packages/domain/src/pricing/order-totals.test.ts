import { expect, test } from 'vitest';
import { calculateOrderTotals } from './order-totals';

test('totals a delivery order with promotion, tax, tip and fee', () => {
  expect(
    calculateOrderTotals({
      items: [{ quantity: 10, price: 1000 }],
      orderType: 'delivery',
      taxRateBasisPoints: 800,
      promotion: { percent: 10 },
      deliveryFeeCents: 999,
    }),
  ).toEqual({
    bagTotal: 10_000,
    promotionDeduction: 1000,
    subtotalAfterPromotion: 9000,
    tax: 720,
    deliveryTip: 1350,
    deliveryFee: 999,
    total: 12_069,
  });
});

test('totals a pickup order without tip or fee', () => {
  const totals = calculateOrderTotals({
    items: [{ quantity: 10, price: 1000 }],
    orderType: 'pickup',
    taxRateBasisPoints: 800,
    deliveryFeeCents: 999,
  });
  expect(totals).toMatchObject({
    promotionDeduction: 0,
    deliveryTip: 0,
    deliveryFee: 0,
    total: 10_800,
  });
});
