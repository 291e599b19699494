import { expect, test } from 'vitest';
import { ORDER_STATUSES } from '@catering/domain';
import { openPlannedDatabase } from '../../../test/query-plans';
import { orderRow as order } from '../../../test/order-rows';
import { ordersRepository } from './orders.repository';

test("a customer's open order is the newest cart, never an edit draft or a split's second half", async () => {
  const { db } = await openPlannedDatabase();
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
  const { db, plansSinceLastCall } = await openPlannedDatabase();
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

test('locking an owned order bumps its version and answers the row in one statement', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const orders = ordersRepository(db);
  const cart = order('ana', { version: 3, updated_at: 1 });
  await orders.insert(cart);
  plansSinceLastCall();

  const locked = await orders.lockOwned(cart.id, 'ana', 5_000);
  expect(locked).toMatchObject({ id: cart.id, version: 4, updated_at: 5_000 });
  expect(plansSinceLastCall()).toHaveLength(1);
  // Another customer's order is not found, and is left as it was.
  expect(await orders.lockOwned(cart.id, 'bo', 6_000)).toBeUndefined();
  expect(await orders.findOwned(cart.id, 'ana')).toMatchObject({ version: 4, updated_at: 5_000 });
});
