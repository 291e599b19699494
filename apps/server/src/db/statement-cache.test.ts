import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, expect, test, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function openTemp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-statements-'));
  const sqlite = new SQLite(path.join(dir, 'test.sqlite'));
  const prepare = vi.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}

interface Tables {
  t: { n: number; label: string };
}

test('the same SQL is prepared once and answers with each call’s own parameters', async () => {
  const { sqlite, prepare } = openTemp();
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cached }) });
  await sql`create table t (n integer, label text)`.execute(db);
  for (const n of [1, 2, 3])
    await db
      .insertInto('t')
      .values({ n, label: `#${n}` })
      .execute();
  const labels = [];
  for (const n of [3, 1, 2]) {
    const row = await db.selectFrom('t').select('label').where('n', '=', n).executeTakeFirst();
    labels.push(row?.label);
  }
  expect(labels).toEqual(['#3', '#1', '#2']);
  const texts = prepare.mock.calls.map(([text]) => text);
  // create, insert, select: three texts, each prepared once.
  expect(texts).toHaveLength(3);
  expect(new Set(texts).size).toBe(3);
  // Every statement run is counted, a kept one too: create, three inserts, three selects.
  expect(cached.statementsRun()).toBe(7);
  await db.destroy();
});

test('a schema change under a kept statement is seen by its next run', async () => {
  const { sqlite } = openTemp();
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  await sql`create table t (n integer, label text)`.execute(db);
  await db.insertInto('t').values({ n: 1, label: 'one' }).execute();
  const read = () => sql<Record<string, unknown>>`select * from t`.execute(db);
  expect(Object.keys((await read()).rows[0] ?? {})).toEqual(['n', 'label']);
  await sql`alter table t add column extra text default 'x'`.execute(db);
  expect((await read()).rows[0]).toEqual({ n: 1, label: 'one', extra: 'x' });
  await db.destroy();
});

test('keeps at most `size` statements, dropping the least recently used', () => {
  const { sqlite, prepare } = openTemp();
  const cached = withStatementCache(sqlite, 2);
  cached.prepare('select 1');
  cached.prepare('select 2');
  cached.prepare('select 1'); // now the most recent
  cached.prepare('select 3'); // drops 'select 2'
  cached.prepare('select 1');
  cached.prepare('select 2'); // prepared again
  expect(prepare.mock.calls.map(([text]) => text)).toEqual([
    'select 1',
    'select 2',
    'select 3',
    'select 2',
  ]);
  cached.close();
  expect(sqlite.open).toBe(false);
});
