import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabaseUrl, dialects } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './database';
import { byKeys, everyColumn, preparedQuery } from './prepared-query';

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

  test('inserts every column of a row, an insert-or-nothing answering whether it wrote', async () => {
    const db = await open();
    type Counter = { key: string; hits: number; reset_at: number };
    const insert = preparedQuery((builder, args: Counter) =>
      builder
        .insertInto('rate_limit_counters')
        .values(everyColumn(args, { key: true, hits: true, reset_at: true }))
        .onConflict((oc) => oc.column('key').doNothing()),
    );
    expect(await insert.changed(db, { key: 'c', hits: 3, reset_at: 11 })).toBe(1);
    expect(await insert.changed(db, { key: 'c', hits: 4, reset_at: 12 })).toBe(0);
    expect(await insert.changed(db, { key: 'd', hits: 5, reset_at: 13 })).toBe(1);
    const rows = await db
      .selectFrom('rate_limit_counters')
      .select(['key', 'hits', 'reset_at'])
      .orderBy('key')
      .execute();
    expect(rows.map((row) => ({ ...row, reset_at: Number(row.reset_at) }))).toEqual([
      { key: 'c', hits: 3, reset_at: 11 },
      { key: 'd', hits: 5, reset_at: 13 },
    ]);
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

test('byKeys asks nothing for no key, the one-key query for one, the list query for several', async () => {
  const asked: string[] = [];
  const one = (key: number) => (asked.push(`one ${key}`), Promise.resolve([key]));
  const several = (keys: number[]) => (asked.push(`several ${keys}`), Promise.resolve(keys));
  expect(await byKeys([], one, several)).toEqual([]);
  expect(await byKeys([7], one, several)).toEqual([7]);
  expect(await byKeys([7, 8], one, several)).toEqual([7, 8]);
  expect(asked).toEqual(['one 7', 'several 7,8']);
});
