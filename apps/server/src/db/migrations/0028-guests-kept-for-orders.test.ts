import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { ORDER_STATUSES } from '@catering/domain';
import { orderRow } from '../../../test/order-rows';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from '.';

let database: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await database?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('marks the guests that placed an order before it, and no one else', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-0028-'));
  database = openDatabase(path.join(dir, 'test.sqlite'));
  const { db } = database;
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0027-sorted-lookup-indexes')).error).toBeUndefined();
  // Orders without their restaurant: this test is about customers.
  await sql`pragma foreign_keys = off`.execute(db);
  const customer = (id: string, isGuest: 0 | 1) => ({
    id,
    public_hash: `hash-${id}`,
    is_guest: isGuest,
    created_at: 1,
    updated_at: 1,
  });
  await db
    .insertInto('customers')
    .values([
      customer('ordered', 1),
      customer('cancelled', 1),
      customer('cart-only', 1),
      customer('account', 0),
    ])
    .execute();
  const placed = (owner: string, status: string, number: string) =>
    orderRow(owner, { status, order_number: number });
  for (const order of [
    placed('ordered', ORDER_STATUSES.submitted, 'VC-100001'),
    placed('cancelled', ORDER_STATUSES.cancelled, 'VC-100002'),
    placed('account', ORDER_STATUSES.submitted, 'VC-100003'),
    orderRow('cart-only', {}),
  ])
    await db.insertInto('orders').values(order).execute();

  await migrateToLatest(db);

  const rows = await db
    .selectFrom('customers')
    .select(['id', 'kept_for_orders'])
    .orderBy('id')
    .execute();
  expect(rows.map((row) => [row.id, row.kept_for_orders])).toEqual([
    ['account', 0],
    ['cancelled', 1],
    ['cart-only', 0],
    ['ordered', 1],
  ]);
});
