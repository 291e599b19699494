import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createTestDatabaseUrl, dialects } from '../../../test/harness';
import { retryStorm } from '../../../test/retry-storm';

// A client that retries one submit a thousand times at once (a phone on a bad network, a script
// gone wrong) against the built server: one order, one number, one charge. The simultaneous
// submits of order-concurrency.test.ts go through the app in the test's own process; these go
// to a server process of their own, as in production. bench/idempotent-retries.bench.ts prints
// the time it takes.
const RETRIES = 1000;

describe.each(dialects)('%s: simultaneous retries of one submit', (dialect) => {
  let database: DatabaseHandle | undefined;
  let drop = async () => undefined as unknown;
  afterEach(async () => {
    await database?.destroy();
    await drop();
  });

  test(`${RETRIES} submits with one Idempotency-Key answer one order, placed once with one charge`, async () => {
    const target = await createTestDatabaseUrl(dialect, { migrated: true });
    drop = target.drop;
    const storm = await retryStorm(target.url, RETRIES);

    expect(storm.failures).toEqual([]);
    expect(storm.orderNumbers).toHaveLength(RETRIES);
    expect(new Set(storm.orderNumbers).size).toBe(1);

    database = openDatabase(target.url);
    const { db } = database;
    const placed = await db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('status', '=', 'Submitted')
      .execute();
    expect(placed).toEqual([{ id: storm.orderId, order_number: storm.orderNumbers[0] }]);
    const charges = await db.selectFrom('payment_authorizations').select('status').execute();
    expect(charges).toEqual([{ status: 'approved' }]);
    expect(await db.selectFrom('idempotency_keys').select('order_id').execute()).toEqual([
      { order_id: storm.orderId },
    ]);
  }, 180_000);
});
