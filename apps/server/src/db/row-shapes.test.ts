import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { isSchemaChange, withRowShapes, type SchemaEpoch } from './row-shapes';
import { withStatementCache } from './statement-cache';

let open: SQLite.Database[] = [];
afterEach(() => {
  for (const database of open) database.close();
  open = [];
});

function memory(): SQLite.Database {
  const database = new SQLite(':memory:');
  open.push(database);
  database.exec(`
    create table t (id integer primary key, label text, price real, picture blob, note text);
    insert into t values (1, 'one', 1.5, x'0102', null), (2, 'two', 2.25, null, 'n');
  `);
  return database;
}

test('rows are the objects better-sqlite3 answers: same names, order, values and prototype', () => {
  const database = memory();
  const plain = database.prepare('select * from t order by id').all();
  const shaped = withRowShapes(database.prepare('select * from t order by id'), { value: 0 }).all(
    [],
  );
  expect(shaped).toEqual(plain);
  expect(shaped.map((row) => Object.keys(row as object))).toEqual(
    plain.map((row) => Object.keys(row as object)),
  );
  expect(Object.getPrototypeOf(shaped[0])).toBe(Object.prototype);
  expect((shaped[0] as { picture: Buffer }).picture).toEqual(Buffer.from([1, 2]));
});

test('an update that returns its rows and an iteration answer objects too', () => {
  const database = memory();
  const epoch = { value: 0 };
  const updated = withRowShapes(
    database.prepare('update t set label = ? where id = ? returning id, label'),
    epoch,
  );
  expect(updated.all(['uno', 1])).toEqual([{ id: 1, label: 'uno' }]);
  const iterated = withRowShapes(database.prepare('select id from t order by id'), epoch);
  expect([...iterated.iterate([])]).toEqual([{ id: 1 }, { id: 2 }]);
  expect(iterated.all([])).toEqual([{ id: 1 }, { id: 2 }]);
});

test('a repeated column name or __proto__ keeps better-sqlite3’s own objects', () => {
  const database = memory();
  for (const sql of [
    'select id, label as id from t where id = 1',
    'select label as __proto__, id from t where id = 1',
  ]) {
    const [plain] = database.prepare(sql).all() as object[];
    const [shaped] = withRowShapes(database.prepare(sql), { value: 0 }).all([]) as object[];
    expect(shaped, sql).toEqual(plain);
    expect(Object.getPrototypeOf(shaped), sql).toBe(Object.getPrototypeOf(plain));
    expect(Object.getOwnPropertyNames(shaped), sql).toEqual(Object.getOwnPropertyNames(plain));
  }
});

test('a kept select * sees a column added, renamed or dropped through the same cache', () => {
  const database = memory();
  const cached = withStatementCache(database);
  const run = (sql: string) => cached.prepare(sql).run([]);
  const read = () => cached.prepare('select * from t where id = 1').all([])[0];
  expect(read()).toEqual({
    id: 1,
    label: 'one',
    price: 1.5,
    picture: Buffer.from([1, 2]),
    note: null,
  });
  run(`alter table t add column extra text default 'x'`);
  expect(read()).toMatchObject({ id: 1, label: 'one', note: null, extra: 'x' });
  // The same width as before: only the count of schema changes tells the shape is stale.
  run('alter table t rename column label to title');
  expect(read()).toMatchObject({ id: 1, title: 'one', extra: 'x' });
  expect(read()).not.toHaveProperty('label');
  run('alter table t drop column note');
  expect(Object.keys(read() as object)).toEqual(['id', 'title', 'price', 'picture', 'extra']);
});

test('a schema change from elsewhere that changes the width is still seen', () => {
  const database = memory();
  const epoch: SchemaEpoch = { value: 0 };
  const read = withRowShapes(database.prepare('select * from t where id = 2'), epoch);
  expect(read.all([])).toEqual([{ id: 2, label: 'two', price: 2.25, picture: null, note: 'n' }]);
  database.exec(`alter table t add column extra integer default 7`);
  expect(read.all([])).toEqual([
    { id: 2, label: 'two', price: 2.25, picture: null, note: 'n', extra: 7 },
  ]);
});

test('schema changes are told from reads and writes by their first word', () => {
  for (const sql of [
    'create table x (a)',
    'ALTER TABLE t ADD b',
    '  drop index i',
    '\ncreate index i on t (a)',
  ])
    expect(isSchemaChange(sql), sql).toBe(true);
  for (const sql of [
    'select 1',
    'delete from t',
    'insert into t values (1)',
    'update t set a = 1',
    'analyze',
    'commit',
    'begin',
    'pragma synchronous = normal',
    'dropped',
  ])
    expect(isSchemaChange(sql), sql).toBe(false);
});

test('a column named __proto__ added under a kept select * gives better-sqlite3’s own rows', () => {
  const database = memory();
  const cached = withStatementCache(database);
  const sql = 'select * from t where id = 1';
  expect(cached.prepare(sql).all([])).toHaveLength(1);
  cached.prepare(`alter table t add column "__proto__" text default 'x'`).run([]);
  const [shaped] = cached.prepare(sql).all([]) as object[];
  const [plain] = database.prepare(sql).all() as object[];
  expect(shaped).toEqual(plain);
  expect(Object.getOwnPropertyNames(shaped)).toEqual(Object.getOwnPropertyNames(plain));
  expect(Object.getPrototypeOf(shaped)).toBe(Object.getPrototypeOf(plain));
});
