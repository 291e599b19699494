import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './database';
import { preparedQuery } from './prepared-query';

describe.each(dialects)('a prepared query on %s', (dialect) => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.destroy();
    await drop?.();
  });

  async function open() {
    const created = await createTestDatabaseUrl(dialect, { migrated: true });
    drop = created.drop;
    handle = openDatabase(created.url);
    return handle.db;
  }

  const upsert = preparedQuery((db, args: { key: string; resetAt: number }) =>
    db
      .insertInto('rate_limit_counters')
      .values({ key: args.key, hits: 1, reset_at: args.resetAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }))
      .returning(['hits', 'reset_at']),
  );
  const byKey = preparedQuery((db, args: { key: string; after: number }) =>
    db
      .selectFrom('rate_limit_counters')
      .select(['key', 'hits'])
      .where('key', '=', args.key)
      .where('reset_at', '>', args.after),
  );
  const forget = preparedQuery((db, args: { key: string }) =>
    db.deleteFrom('rate_limit_counters').where('key', '=', args.key),
  );

  test('runs with each call its own arguments, constants kept, in and out of transactions', async () => {
    const db = await open();
    expect((await upsert.first(db, { key: 'a', resetAt: 5_000 }))?.hits).toBe(1);
    expect((await upsert.first(db, { key: 'a', resetAt: 9_000 }))?.hits).toBe(2);
    await db.transaction().execute(async (trx) => {
      expect((await upsert.first(trx, { key: 'b', resetAt: 7_000 }))?.hits).toBe(1);
    });
    expect(await byKey.rows(db, { key: 'a', after: 4_000 })).toEqual([{ key: 'a', hits: 2 }]);
    expect(await byKey.rows(db, { key: 'a', after: 5_000 })).toEqual([]);
    expect(await byKey.first(db, { key: 'b', after: 0 })).toEqual({ key: 'b', hits: 1 });
    expect(await forget.changed(db, { key: 'a' })).toBe(1);
    expect(await forget.changed(db, { key: 'a' })).toBe(0);
  });

  test('refuses a build that uses an argument as anything but a value', async () => {
    const db = await open();
    const branching = preparedQuery((builder, args: { key: string | null }) =>
      args.key === null
        ? builder.selectFrom('rate_limit_counters').select('key')
        : builder.selectFrom('rate_limit_counters').select('key').where('hits', '=', 1),
    );
    await expect(branching.rows(db, { key: 'a' })).rejects.toThrow(/argument "key"/);
  });
});
