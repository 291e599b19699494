import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { withoutWaitingForDisk } from './durability';

// Decision 267: a write waits for the disk (synchronous = FULL) unless its code asked not to, and
// the connection switches level only when the next statement needs the other one.
let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  handle = undefined;
});

async function openTemp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-durability-'));
  handle = openDatabase(path.join(dir, 'test.sqlite'));
  await sql`create table notes (id integer primary key, text text not null)`.execute(handle.db);
  return handle;
}

type Db = DatabaseHandle['db'];
/** The connection's level, read by a select: a read never switches it (2 FULL, 1 NORMAL). */
const level = async (db: Db) =>
  (
    await db
      .selectFrom(sql<{ synchronous: number }>`pragma_synchronous()`.as('p'))
      .select('synchronous')
      .executeTakeFirstOrThrow()
  ).synchronous;
const note = (db: Db, text: string) =>
  (db as unknown as Db)
    .insertInto('notes' as never)
    .values({ text } as never)
    .execute();
const statementsOf = async (work: () => Promise<unknown>) => {
  const before = handle?.statementsRun?.() ?? 0;
  await work();
  return (handle?.statementsRun?.() ?? 0) - before;
};

test('a write that need not wait for the disk runs at NORMAL, and reads after it switch nothing', async () => {
  const { db } = await openTemp();
  expect(await level(db)).toBe(2);
  // The switch and the insert; the second such write switches nothing.
  expect(await statementsOf(() => withoutWaitingForDisk(db, (c) => note(c, 'a')))).toBe(2);
  expect(await statementsOf(() => withoutWaitingForDisk(db, (c) => note(c, 'b')))).toBe(1);
  expect(await statementsOf(() => level(db))).toBe(1);
  expect(await level(db)).toBe(1);
});

test('every other write waits for the disk: the level is put back before it, once', async () => {
  const { db } = await openTemp();
  await withoutWaitingForDisk(db, (c) => note(c, 'a'));
  // The switch back, then the insert; the next durable write is at FULL already.
  expect(await statementsOf(() => note(db, 'b'))).toBe(2);
  expect(await level(db)).toBe(2);
  expect(await statementsOf(() => note(db, 'c'))).toBe(1);
  // A raw statement may write: it is put back too.
  await withoutWaitingForDisk(db, (c) => note(c, 'd'));
  await sql`update notes set text = 'e' where text = 'd'`.execute(db);
  expect(await level(db)).toBe(2);
});

test('a transaction commits at the level of the hold it runs in', async () => {
  const { db } = await openTemp();
  const inside = await withoutWaitingForDisk(db, (c) =>
    c.transaction().execute(async (trx) => {
      await note(trx, 'draft');
      return level(trx);
    }),
  );
  expect(inside).toBe(1);
  // A transaction of another hold begins at FULL: the switch runs before its begin.
  const placed = await db.transaction().execute(async (trx) => {
    const before = await level(trx);
    await note(trx, 'placed');
    return before;
  });
  expect(placed).toBe(2);
  expect(
    await db
      .selectFrom('notes' as never)
      .selectAll()
      .execute(),
  ).toHaveLength(2);
});

test('a failed write leaves the level known: the next holds switch as they should', async () => {
  const { db } = await openTemp();
  await withoutWaitingForDisk(db, (c) => note(c, 'a'));
  // The insert fails (text is required) after the switch back to FULL has run.
  await expect(sql`insert into notes (text) values (null)`.execute(db)).rejects.toThrow(/NOT NULL/);
  expect(await level(db)).toBe(2);
  await expect(
    withoutWaitingForDisk(db, (c) =>
      c.transaction().execute(async (trx) => {
        await note(trx, 'b');
        throw new Error('rolled back');
      }),
    ),
  ).rejects.toThrow('rolled back');
  expect(await level(db)).toBe(1);
  await note(db, 'c');
  expect(await level(db)).toBe(2);
  expect(
    (
      await db
        .selectFrom('notes' as never)
        .select('text' as never)
        .execute()
    ).map((row) => (row as { text: string }).text),
  ).toEqual(['a', 'c']);
});
