import { expect, test } from 'vitest';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import type { OrderRow } from '../../db/repositories/orders.repository';
import { orderRow as anOrderRow } from '../../../test/order-rows';
import { toOrderDto } from './order-mapper';

const STORE = {
  storeNumber: 1001,
  name: 'Third Ave & 40th',
  timezoneId: 'America/New_York',
  phoneNumber: '2125550101',
};

function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return anOrderRow('c1', {
    id: 'o1',
    local_date: '2027-03-12',
    scheduled_at: Date.parse('2027-03-12T17:00:00Z'),
    delivery_tip_ppm: 150_000,
    created_at: 0,
    updated_at: 0,
    ...overrides,
  });
}

const itemRow = (id: string, subTotalCents: number, position: number): OrderItemRow => ({
  id,
  order_id: 'o1',
  menu_item_id: 'CMG-4105',
  name: 'Build Your Own',
  display_name: 'Build Your Own',
  serves_text: 'Serves 10',
  quantity: 1,
  unit_price_cents: subTotalCents,
  sub_total_cents: subTotalCents,
  is_amount_from_sub_items: 0,
  sub_items_json: '[]',
  popular_build_id: null,
  popular_build_name: null,
  position,
  created_at: 0,
  diet_split_json: null,
});

const itemsOf = (order: OrderRow, items: OrderItemRow[]) =>
  toOrderDto(order, items, STORE, true).orderDetail.orderItems.map((item) => ({
    promotionDeduction: item.promotionDeduction,
    tax: item.tax,
    total: item.total,
  }));

test('gives a half-cent of tax to the earlier item, split in integer cents', () => {
  // Exact shares 7.5 and 13.5 cents.
  const order = orderRow({ sub_total_cents: 7000, tax_cents: 21, total_cents: 7021 });
  expect(itemsOf(order, [itemRow('a', 2500, 1), itemRow('b', 4500, 2)])).toEqual([
    { promotionDeduction: 0, tax: 0.08, total: 25.08 },
    { promotionDeduction: 0, tax: 0.13, total: 45.13 },
  ]);
});

test('spreads the tax over what each item is taxed on: its subtotal less its share of the deduction', () => {
  // $10 off $189.40: deductions 6.84 and 3.16; 8.875 % of $179.40 is $15.92, spread over
  // 122.66 and 56.74 (10.88 and 5.04), where spreading it over the subtotals would give 10.89 and 5.03.
  const order = orderRow({
    promotion_code: 'TAKE10',
    promotion_name: '$10 off',
    sub_total_cents: 18_940,
    promotion_deduction_cents: 1000,
    tax_cents: 1592,
    total_cents: 18_940 - 1000 + 1592,
  });
  const items = itemsOf(order, [itemRow('a', 12_950, 1), itemRow('b', 5990, 2)]);
  expect(items).toEqual([
    { promotionDeduction: 6.84, tax: 10.88, total: 133.54 },
    { promotionDeduction: 3.16, tax: 5.04, total: 61.78 },
  ]);
  expect(items[0]!.total + items[1]!.total).toBeCloseTo(195.32, 10);
});
