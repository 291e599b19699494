import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabaseUrl } from '../../test/harness';
import { crashRounds } from '../../test/crash-rounds';
import { expectEveryAcknowledgedOrderOnce } from '../../test/exactly-once';

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
    await expectEveryAcknowledgedOrderOnce(db, run.acknowledged);
  }, 120_000);
});
