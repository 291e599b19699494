import { expect, test } from 'vitest';
import { fixtureOrder } from './order.fixture';
import { bagTotalsRows, orderDeliveryLimitWarning, orderTotalsRows } from './order-totals-rows';

const promotion = (code: string, deductionAmount: number, subTotalAfterPromotion: number) => ({
  code,
  name: code,
  deductionAmount,
  subTotalAfterPromotion,
  exceptionCode: null,
});

test('the bag shows BAG TOTAL and SUBTOTAL equal when there is no promotion', () => {
  const rows = bagTotalsRows(fixtureOrder({ subTotal: 1234.5 }));
  expect(rows.map((row) => [row.label, row.amount])).toEqual([
    ['BAG TOTAL', '$1,234.50'],
    ['SUBTOTAL', '$1,234.50'],
  ]);
});

test('the bag shows the promotion deduction negative and the subtotal after it', () => {
  const order = fixtureOrder({ subTotal: 200, promotion: promotion('CATER15', 30, 170) });
  expect(bagTotalsRows(order).map((row) => [row.label, row.amount])).toEqual([
    ['BAG TOTAL', '$200.00'],
    ['PROMO (CATER15)', '-$30.00'],
    ['SUBTOTAL', '$170.00'],
  ]);
});

test('checkout adds tax, the delivery fee, the tip and the total for a delivery order', () => {
  const order = fixtureOrder({
    orderType: 'delivery',
    isDelivery: true,
    subTotal: 100,
    taxTotal: 8.88,
    total: 133.87,
    deliveryInfo: {
      deliveryDate: '2030-01-02T17:00:00.000Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 15,
      deliveryQuote: { quoteId: 'q', fee: 9.99, expiresAt: null },
      deliveryAddress: {} as never,
    },
  });
  expect(orderTotalsRows(order).map((row) => row.label)).toEqual([
    'BAG TOTAL',
    'SUBTOTAL',
    'TAX',
    'DELIVERY FEE',
    'TIP',
    'TOTAL',
  ]);
  expect(orderTotalsRows(order).at(-1)?.amount).toBe('$133.87');
});

test('a delivery order warns above $1350 after the promotion deduction, not at it', () => {
  const delivery = { orderType: 'delivery' as const, isDelivery: true };
  expect(orderDeliveryLimitWarning(fixtureOrder({ ...delivery, subTotal: 1350 }))).toBeUndefined();
  expect(orderDeliveryLimitWarning(fixtureOrder({ ...delivery, subTotal: 1350.01 }))?.header).toBe(
    'DELIVERY LIMIT IS $1350',
  );
  const discounted = fixtureOrder({
    ...delivery,
    subTotal: 1500,
    promotion: promotion('BIG', 300, 1200),
  });
  expect(orderDeliveryLimitWarning(discounted)).toBeUndefined();
});

test('a pickup order is never over the delivery limit', () => {
  expect(orderDeliveryLimitWarning(fixtureOrder({ subTotal: 5000 }))).toBeUndefined();
});
