import { describe, expect, test } from 'vitest';
import { computeOrderTotals, headcountOf } from './order-totals';

const byo = {
  quantity: 20,
  unit_price_cents: 1495,
  is_amount_from_sub_items: 0 as const,
  sub_items_json: '[]',
};
const chips = {
  quantity: 2,
  unit_price_cents: 2395,
  is_amount_from_sub_items: 1 as const,
  sub_items_json: JSON.stringify([
    { menuId: 'guacamole', name: 'Guacamole', quantity: 2, priceCents: 3095, foodGroup: 'salsas' },
  ]),
};

describe('order totals', () => {
  test('prices items from the stored unit prices, sub-item priced ones from their sub-items', () => {
    const totals = computeOrderTotals({
      items: [byo, chips],
      orderType: 'pickup',
      taxRatePpm: 88_750,
      deliveryTipPpm: 150_000,
      deliveryFeeCents: 499,
    });
    expect(totals.bagTotal).toBe(20 * 1495 + 2 * 3095);
    // 8.875 % of 36090 = 3202.99 -> 3203; pickup has no tip and no fee.
    expect(totals).toMatchObject({
      tax: 3203,
      deliveryTip: 0,
      deliveryFee: 0,
      total: 36090 + 3203,
    });
  });

  test('delivery adds the tip on the subtotal after promotion and the quoted fee', () => {
    const totals = computeOrderTotals({
      items: [byo],
      orderType: 'delivery',
      taxRatePpm: 102_500,
      promotion: { percent: 15 },
      deliveryTipPpm: 150_000,
      deliveryFeeCents: 599,
    });
    expect(totals.promotionDeduction).toBe(4485);
    expect(totals.subtotalAfterPromotion).toBe(29900 - 4485);
    expect(totals.deliveryTip).toBe(3812);
    expect(totals.tax).toBe(2605);
    expect(totals.total).toBe(25415 + 2605 + 3812 + 599);
  });

  test('the slot headcount counts entrées, not sides', () => {
    expect(headcountOf([byo, chips])).toBe(20);
  });
});
