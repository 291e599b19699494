import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './database';

// A PostgreSQL connection can be cut (restart, failover, an operator's pg_terminate_backend)
// while a request holds it between two queries. pg then emits 'error' on the checked-out
// client; with no listener that event is an uncaught exception and the whole process ends.

let handle: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await handle?.destroy();
  await drop?.();
  handle = undefined;
  drop = undefined;
});

test.skipIf(!dialects.includes('postgres'))(
  'a connection cut while a transaction holds it fails that transaction only; the process and the pool go on',
  async () => {
    const created = await createTestDatabaseUrl('postgres');
    drop = created.drop;
    handle = openDatabase(created.url);
    const { db } = handle;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Another connection of the same pool ends this one while no query is running on it.
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(uncaught).toEqual([]);
      const after = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(after.rows[0]?.one).toBe(1);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  },
);
