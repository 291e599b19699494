import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabaseUrl } from '../../test/harness';
import { crashRounds } from '../../test/crash-rounds';

// The benchmark form (bench/server-crash.bench.ts) kills it a hundred times and more.
describe('a server killed with SIGKILL while orders are submitted', () => {
  let database: DatabaseHandle | undefined;
  let drop = async () => undefined as unknown;
  afterEach(async () => {
    await database?.destroy();
    await drop();
  });

  test('keeps every acknowledged order once, with its items and one charge, and a sound file', async () => {
    const target = await createTestDatabaseUrl('sqlite', { migrated: true });
    drop = target.drop;
    const run = await crashRounds(target.url, { kills: 3, customers: 3 });
    expect(run.acknowledged.length).toBeGreaterThan(0);

    database = openDatabase(target.url);
    const db = database.db;
    expect(
      (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows,
    ).toEqual([{ integrity_check: 'ok' }]);
    const ids = run.acknowledged.map((order) => order.id);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'order_number'])
      .where('id', 'in', ids)
      .execute();
    expect(orders).toHaveLength(ids.length);
    expect(new Set(orders.map((order) => order.order_number)).size).toBe(ids.length);
    expect(orders.every((order) => order.status === 'Submitted')).toBe(true);

    // No half-written order anywhere: every submitted order has items and exactly one charge.
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
    expect(submitted.length).toBeGreaterThanOrEqual(ids.length);
    for (const order of submitted) {
      expect({
        id: order.id,
        items: Number(order.items) > 0,
        charges: Number(order.charges),
      }).toEqual({
        id: order.id,
        items: true,
        charges: 1,
      });
    }
  }, 120_000);
});
