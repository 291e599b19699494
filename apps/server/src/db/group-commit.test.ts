import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { groupCommit, walSync } from './group-commit';

/** A sync the test ends by hand: each call waits until `finish` is called. */
function heldSync() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    sync: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    calls: () => pending.length,
    finish: (index: number, error?: Error) => {
      const call = pending[index];
      if (!call) throw new Error(`no sync ${index}`);
      if (error) call.reject(error);
      else call.resolve();
    },
  };
}

const settled = async (promise: Promise<unknown> | undefined) => {
  let state = 'pending';
  promise?.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  // Two turns of the microtask queue and a task: long enough for a chained sync to settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return promise ? state : 'nothing to wait for';
};

test('with nothing committed since the last sync there is nothing to wait for', async () => {
  const held = heldSync();
  const commits = groupCommit(held.sync);
  expect(commits.durable()).toBeUndefined();
  commits.committed();
  const first = commits.durable();
  expect(held.calls()).toBe(1);
  held.finish(0);
  await first;
  expect(commits.durable()).toBeUndefined();
  expect(held.calls()).toBe(1);
});

test('commits made while a sync runs wait for one more sync, shared by all of them', async () => {
  const held = heldSync();
  const commits = groupCommit(held.sync);
  commits.committed();
  const first = commits.durable();
  // Asked again before any new commit: the running sync covers it.
  expect(commits.durable()).toBe(first);
  commits.committed();
  const second = commits.durable();
  commits.committed();
  const third = commits.durable();
  expect(third).toBe(second);
  // One sync at a time: the second starts only when the first is done.
  expect(held.calls()).toBe(1);
  expect(await settled(second)).toBe('pending');
  held.finish(0);
  expect(await settled(first)).toBe('resolved');
  expect(held.calls()).toBe(2);
  expect(await settled(second)).toBe('pending');
  held.finish(1);
  expect(await settled(third)).toBe('resolved');
  expect(commits.durable()).toBeUndefined();
  expect(held.calls()).toBe(2);
});

test('a failed sync fails its waiters and every later question: only a restart recovers', async () => {
  const held = heldSync();
  const commits = groupCommit(held.sync);
  commits.committed();
  const first = commits.durable();
  commits.committed();
  const second = commits.durable();
  held.finish(0, new Error('EIO'));
  await expect(first).rejects.toThrow('EIO');
  // The sync queued behind the failed one does not run: its commits may sit after a hole.
  await expect(second).rejects.toThrow('EIO');
  // With nothing new committed, and after a new commit, the answer stays the failure.
  await expect(commits.durable()).rejects.toThrow('EIO');
  commits.committed();
  await expect(commits.durable()).rejects.toThrow('EIO');
  expect(held.calls()).toBe(1);
});

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.destroy();
  handle = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('on a SQLite file, commits are told and reads, rollbacks and open transactions are not', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-group-commit-'));
  let syncs = 0;
  handle = openDatabase(path.join(dir, 'test.sqlite'), {
    syncLog: async () => {
      syncs += 1;
    },
  });
  const { db } = handle;
  const durable = handle.durable;
  if (!durable) throw new Error('a SQLite file has a group commit');
  expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]).toEqual({
    synchronous: 1,
  });
  await sql`create table t (n integer)`.execute(db);
  await durable();
  expect(durable()).toBeUndefined();

  await sql`insert into t values (1)`.execute(db);
  await durable();
  expect(syncs).toBe(2);

  await sql`select * from t`.execute(db);
  expect(durable()).toBeUndefined();

  await db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into t values (2)`.execute(trx);
      // Inside the transaction nothing is committed yet.
      expect(durable()).toBeUndefined();
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(durable()).toBeUndefined();

  await db.transaction().execute(async (trx) => {
    await sql`insert into t values (3)`.execute(trx);
    await sql`insert into t values (4)`.execute(trx);
    expect(durable()).toBeUndefined();
  });
  await durable();
  expect(syncs).toBe(3);
  // An update that answers its rows commits too.
  await sql`update t set n = n + 10 where n = 3 returning n`.execute(db);
  await durable();
  expect(syncs).toBe(4);
});

test('the log sync makes the write-ahead log file durable, and closes it', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-group-commit-'));
  const file = path.join(dir, 'test.sqlite');
  handle = openDatabase(file);
  await sql`create table t (n integer)`.execute(handle.db);
  await sql`insert into t values (1)`.execute(handle.db);
  expect(fs.existsSync(`${file}-wal`)).toBe(true);
  await handle.durable?.();
  const log = walSync(file);
  await log.sync();
  await log.sync();
  await log.close();
  // A log that is not there is an error, never a silent success.
  const missing = walSync(path.join(dir, 'missing.sqlite'));
  await expect(missing.sync()).rejects.toThrow(/ENOENT/);
  await missing.close();
});
