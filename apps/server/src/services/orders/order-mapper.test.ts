import { expect, test } from 'vitest';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import type { OrderRow } from '../../db/repositories/orders.repository';
import { toOrderDto } from './order-mapper';

const STORE = {
  storeNumber: 1001,
  name: 'Third Ave & 40th',
  timezoneId: 'America/New_York',
  phoneNumber: '2125550101',
};

function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'o1',
    customer_id: 'c1',
    status: 'Open',
    order_number: null,
    order_type: 'pickup',
    restaurant_number: 1001,
    local_date: '2027-03-12',
    local_time: '12:00',
    scheduled_at: Date.parse('2027-03-12T17:00:00Z'),
    event_type: 'LUNCH',
    delivery_address_json: null,
    delivery_tip_ppm: 150_000,
    delivery_quote_id: null,
    delivery_quote_expires_at: null,
    promotion_code: null,
    promotion_name: null,
    promotion_exception_code: null,
    sub_total_cents: 0,
    promotion_deduction_cents: 0,
    tax_cents: 0,
    delivery_tip_cents: 0,
    delivery_fee_cents: 0,
    total_cents: 0,
    contact_first_name: null,
    contact_last_name: null,
    contact_email: null,
    contact_phone: null,
    payment_item_json: null,
    authorization_id: null,
    fraud_session_id: null,
    favorite_name: null,
    edit_of_order_id: null,
    booked_slot_start: null,
    booked_restaurant_number: null,
    booked_headcount: null,
    split_partner_id: null,
    split_part: null,
    version: 1,
    created_at: 0,
    updated_at: 0,
    submitted_at: null,
    closed_at: null,
    cancelled_at: null,
    ...overrides,
  };
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
