import SQLite from 'better-sqlite3';
import { withRowShapes } from '../apps/server/src/db/row-shapes';

// Decision 264: the CPU of reading one row as better-sqlite3 builds it (every column's name set
// from C++) against the same row as an array named by a compiled object literal, for a row as
// wide as the orders table's and for a narrow one. In process, with npm start's V8 flags when run
// as `node --heap-growing-percent=30 --no-sparkplug --import tsx`; `npm run
// bench` runs it as it is.
const READS = Number(process.env.BENCH_READS ?? 200_000);

const database = new SQLite(':memory:');
function table(name: string, width: number) {
  const columns = Array.from(
    { length: width },
    (_, i) => `c${i}_column ${i % 3 === 0 ? 'text' : 'integer'}`,
  );
  database.exec(`create table ${name} (id text primary key, ${columns.join(', ')})`);
  const insert = database.prepare(
    `insert into ${name} values (${Array(width + 1)
      .fill('?')
      .join(', ')})`,
  );
  for (let row = 0; row < 100; row += 1)
    insert.run([
      `id${row}`,
      ...Array.from({ length: width }, (_, i) => (i % 3 === 0 ? `text ${i}` : i * row)),
    ]);
}

/** CPU microseconds per read of one row by id, the median of five passes. */
function perRead(read: (id: string) => unknown): number {
  const passes: number[] = [];
  for (let pass = 0; pass < 5; pass += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < READS; i += 1) read(`id${i % 100}`);
    const used = process.cpuUsage(before);
    passes.push((used.user + used.system) / READS);
  }
  return passes.sort((a, b) => a - b)[2] as number;
}

for (const [name, width] of [
  ['wide', 56],
  ['narrow', 6],
] as const) {
  table(name, width);
  const sql = `select * from ${name} where id = ?`;
  const plain = database.prepare(sql);
  const shaped = withRowShapes(database.prepare(sql), { value: 0 });
  const asObjects = perRead((id) => plain.all([id]));
  const asShaped = perRead((id) => shaped.all([id]));
  console.log(
    `${width + 1} columns: better-sqlite3's objects ${asObjects.toFixed(2)} us a row, shaped ${asShaped.toFixed(2)} us (${(asShaped / asObjects).toFixed(2)}x)`,
  );
}
database.close();
