import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { AppError } from '../http/app-error';
import { openDatabase, type DatabaseHandle } from './database';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function openTemp(maxWaitMs: number): DatabaseHandle {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-bounded-'));
  handle = openDatabase(path.join(dir, 'test.sqlite'), { sqliteMaxWaitMs: maxWaitMs });
  return handle;
}

test('a query that waits for the connection its own transaction holds is refused with a 503, and the database goes on', async () => {
  const { db } = openTemp(200);
  await sql`create table t (n integer)`.execute(db);

  const outcome = db.transaction().execute(async (trx) => {
    await sql`insert into t (n) values (1)`.execute(trx);
    await sql`select count(*) as c from t`.execute(db); // the wrong connection: the shape of the bug
  });

  const error = await outcome.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: 503, errorCode: 'GEN-0503' });
  const rows = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
  expect(rows.rows[0]?.c).toBe(0); // rolled back
});

test('callers queued behind a transaction within the wait all get their turn', async () => {
  const { db } = openTemp(2_000);
  await sql`create table t (n integer)`.execute(db);
  await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      db.transaction().execute(async (trx) => {
        await sql`insert into t (n) values (${n})`.execute(trx);
      }),
    ),
  );
  const rows = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
  expect(rows.rows[0]?.c).toBe(20);
});
