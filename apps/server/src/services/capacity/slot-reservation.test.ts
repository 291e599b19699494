import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';
import { releaseSlot, reserveSlot } from './slot-reservation';

const SLOT = Date.parse('2027-03-12T17:00:00Z');

describe.each(dialects)('slot reservation on %s', (dialect) => {
  let t: CatalogueTestApp;
  const extra: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of extra.splice(0)) await handle.destroy();
    await t?.close();
  });

  const booking = () =>
    t.database.db
      .selectFrom('slot_bookings')
      .selectAll()
      .where('restaurant_number', '=', 1004)
      .where('slot_start_utc', '=', SLOT)
      .executeTakeFirst();

  test('two servers racing for one slot never book more than its order limit', async () => {
    t = await startCatalogueApp(dialect);
    // better-sqlite3 is synchronous: two handles in one process would wait on each other's lock
    // while blocking the event loop. SQLite is the one-server engine; PostgreSQL gets two pools.
    const servers =
      dialect === 'postgres'
        ? [openDatabase(t.config.DATABASE_URL), openDatabase(t.config.DATABASE_URL)]
        : [t.database, t.database];
    if (dialect === 'postgres') extra.push(...servers);
    // Restaurant 1004 takes 2 orders and 200 people per slot.
    const attempts = Array.from({ length: 16 }, (_, i) =>
      servers[i % 2]!.db.transaction().execute((trx) =>
        reserveSlot(trx, { restaurantNumber: 1004, slotStartUtc: SLOT, headcount: 10 }),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await booking()).toMatchObject({ orders_count: 2, headcount: 20 });
  });

  test('refuses an order that would pass the headcount limit, and accepts a smaller one', async () => {
    t = await startCatalogueApp(dialect);
    const reserve = (headcount: number) =>
      reserveSlot(t.database.db, { restaurantNumber: 1004, slotStartUtc: SLOT, headcount });
    expect(await reserve(150)).toBe(true);
    expect(await reserve(51)).toBe(false);
    expect(await reserve(50)).toBe(true);
    expect(await booking()).toMatchObject({ orders_count: 2, headcount: 200 });
  });

  test('a rolled-back submit leaves the slot as it was', async () => {
    t = await startCatalogueApp(dialect);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await reserveSlot(trx, { restaurantNumber: 1004, slotStartUtc: SLOT, headcount: 10 });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect((await booking())?.orders_count ?? 0).toBe(0);
  });

  test('release gives the place back and never goes below zero', async () => {
    t = await startCatalogueApp(dialect);
    const reservation = { restaurantNumber: 1004, slotStartUtc: SLOT, headcount: 30 };
    await reserveSlot(t.database.db, reservation);
    await reserveSlot(t.database.db, reservation);
    expect(await reserveSlot(t.database.db, reservation)).toBe(false);
    expect(await releaseSlot(t.database.db, reservation)).toBe(true);
    expect(await reserveSlot(t.database.db, reservation)).toBe(true);
    await releaseSlot(t.database.db, reservation);
    await releaseSlot(t.database.db, reservation);
    expect(await releaseSlot(t.database.db, reservation)).toBe(false);
    expect(await booking()).toMatchObject({ orders_count: 0, headcount: 0 });
  });
});
