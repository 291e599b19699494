import { afterEach, expect, test } from 'vitest';
import { ORDER_STATUSES } from '@catering/domain';
import { unplacedOrderState } from '../../services/orders/open-order-state';
import { openPlannedDatabase } from '../../../test/query-plans';
import { ordersRepository, type OrderRow } from './orders.repository';

let opened: Awaited<ReturnType<typeof openPlannedDatabase>> | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});
async function open() {
  opened = await openPlannedDatabase();
  return opened;
}

let orderCount = 0;
function order(customerId: string, changes: Partial<OrderRow>): OrderRow {
  orderCount += 1;
  return {
    ...unplacedOrderState(1_000 + orderCount),
    id: `order-${orderCount}`,
    customer_id: customerId,
    order_type: 'pickup',
    restaurant_number: 1001,
    local_date: '2027-03-10',
    local_time: '12:00',
    scheduled_at: 0,
    event_type: 'LUNCH',
    delivery_address_json: null,
    delivery_tip_ppm: 0,
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
    edit_of_order_id: null,
    ...changes,
  };
}

test("a customer's open order is the newest cart, never an edit draft or a split's second half", async () => {
  const { db } = await open();
  const orders = ordersRepository(db);
  const placed = order('ana', { status: ORDER_STATUSES.submitted, order_number: 'VC-100001' });
  const cart = order('ana', { split_part: 1 });
  for (const row of [
    placed,
    order('ana', { updated_at: 1 }), // an older cart
    cart,
    order('ana', { split_part: 2, split_partner_id: cart.id }),
    order('ana', { edit_of_order_id: placed.id }),
    order('bo', {}),
  ])
    await orders.insert(row);
  expect((await orders.findOpen('ana'))?.id).toBe(cart.id);
  expect(await orders.findOpen('cy')).toBeUndefined();
});

test("finding a customer's open order reads that customer's orders, not the whole table", async () => {
  const { db, plansSinceLastCall } = await open();
  const orders = ordersRepository(db);
  for (let i = 0; i < 30; i += 1)
    await orders.insert(order(`customer-${i}`, { status: ORDER_STATUSES.submitted }));
  await orders.insert(order('ana', {}));
  plansSinceLastCall();

  expect(await orders.findOpen('ana')).toBeDefined();
  const plans = plansSinceLastCall();
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) expect(plan).toMatch(/USING INDEX orders_customer_status_idx/);
});
