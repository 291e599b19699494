import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema';

/**
 * The promises a crash must not break: every acknowledged order is there once and submitted;
 * no submitted order is half-written (each has items and exactly one approved charge); no slot
 * holds more orders than its restaurant allows; no Idempotency-Key produced two orders.
 */
export async function expectEveryAcknowledgedOrderOnce(
  db: Kysely<Database>,
  acknowledged: { id: string; orderNumber: string }[],
): Promise<void> {
  const ids = acknowledged.map((order) => order.id);
  expect(new Set(ids).size).toBe(ids.length);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'order_number'])
    .where('id', 'in', ids)
    .execute();
  expect(orders).toHaveLength(ids.length);
  expect(new Set(orders.map((order) => order.order_number)).size).toBe(ids.length);
  expect(orders.filter((order) => order.status !== 'Submitted')).toEqual([]);

  const submitted = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      eb
        .selectFrom('order_items')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .select(eb.fn.countAll().as('n'))
        .as('items'),
      eb
        .selectFrom('payment_authorizations')
        .whereRef('payment_authorizations.order_id', '=', 'orders.id')
        .where('payment_authorizations.status', '=', 'approved')
        .select(eb.fn.countAll().as('n'))
        .as('charges'),
    ])
    .where('status', '=', 'Submitted')
    .execute();
  const broken = submitted.filter(
    (order) => !(Number(order.items) > 0 && Number(order.charges) === 1),
  );
  expect(broken).toEqual([]);

  const overbooked = await db
    .selectFrom('slot_bookings')
    .innerJoin('restaurants', 'restaurants.restaurant_number', 'slot_bookings.restaurant_number')
    .select(['slot_bookings.restaurant_number', 'slot_bookings.slot_start_utc'])
    .whereRef('slot_bookings.orders_count', '>', 'restaurants.slot_order_limit')
    .execute();
  expect(overbooked).toEqual([]);

  const keysWithTwoOrders = await sql<{ n: number }>`
    select count(*) as n from (
      select customer_id, idempotency_key from idempotency_keys where order_id is not null
      group by customer_id, idempotency_key having count(distinct order_id) > 1
    ) as doubled`.execute(db);
  expect(Number(keysWithTwoOrders.rows[0]?.n)).toBe(0);
}
