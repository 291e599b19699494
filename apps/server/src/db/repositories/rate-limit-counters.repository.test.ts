import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { rateLimitCountersRepository } from './rate-limit-counters.repository';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function openTemp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-counters-'));
  handle = openDatabase(path.join(dir, 'test.sqlite'));
  await migrateToLatest(handle.db);
  return handle.db;
}

// A raw statement may write, so the connection is put back to FULL before it (decision 267): this
// reads the level that the next durable write of another hold gets.
const synchronous = async (db: DatabaseHandle['db']) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;

test('on SQLite hits are counted per window and the next durable write still waits for the disk', async () => {
  const db = await openTemp();
  const counters = rateLimitCountersRepository(db);
  expect(await synchronous(db)).toBe(2); // FULL, as every order commit needs
  const counts = [];
  for (const at of [1_000, 2_000, 3_000, 61_000]) counts.push(await counters.hit('k', 60_000, at));
  expect(counts.map((count) => count.hits)).toEqual([1, 2, 3, 1]);
  expect(await counters.read('k', 61_500)).toEqual({ hits: 1, resetAt: 121_000 });
  expect(await synchronous(db)).toBe(2);
});

test('hits counted while a transaction waits for the connection keep both exact', async () => {
  const db = await openTemp();
  const counters = rateLimitCountersRepository(db);
  const hits = Array.from({ length: 20 }, () => counters.hit('k', 60_000, 1_000));
  const inTransaction = db.transaction().execute(async (trx) => synchronous(trx));
  const results = await Promise.all(hits);
  expect(results.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  expect(await inTransaction).toBe(2);
});

test('a write call’s two hits go in one statement, each key counted in its own window', async () => {
  const db = await openTemp();
  const counters = rateLimitCountersRepository(db);
  await counters.hit('address', 60_000, 1_000);
  const before = handle?.statementsRun?.() ?? 0;
  const [address, session] = await counters.hitBoth('address', 'session', 60_000, 2_000);
  // The upsert alone: the hit before left the connection at NORMAL (decision 267). Two hits one
  // at a time, each between two switches of `synchronous`, cost six.
  expect((handle?.statementsRun?.() ?? 0) - before).toBe(1);
  expect(address).toEqual({ hits: 2, resetAt: 61_000 });
  expect(session).toEqual({ hits: 1, resetAt: 62_000 });
  // The address's window ends first: it starts again while the session's goes on.
  expect(await counters.hitBoth('address', 'session', 60_000, 61_500)).toEqual([
    { hits: 1, resetAt: 121_500 },
    { hits: 2, resetAt: 62_000 },
  ]);
  expect(await synchronous(db)).toBe(2);
  expect(() => counters.hitBoth('k', 'k', 60_000, 1_000)).toThrow(/two hits on one/);
});
