import type { Statement } from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/** Counts the schema changes run on a connection, so that a kept row shape knows when to look again. */
export interface SchemaEpoch {
  value: number;
}

/** A statement that changes the schema (a migration's create, alter or drop). */
export function isSchemaChange(sql: string): boolean {
  // Every statement goes through here: a first letter other than a, c or d settles it at once.
  const first = sql.charCodeAt(0);
  const letter = first | 0x20;
  if (first > 0x20 && letter !== 0x61 && letter !== 0x63 && letter !== 0x64) return false;
  return /^\s*(create|alter|drop)\b/i.test(sql);
}

type RowOf = (values: unknown[]) => Record<string, unknown>;

// One builder per list of column names: statements that read the same columns share it.
const builders = new Map<string, RowOf>();

/**
 * A function that turns one row's values into an object literal of the columns' names: every row
 * of a statement gets the same hidden class, built by compiled code.
 */
function rowBuilder(names: string[]): RowOf {
  const key = names.join('\u0000');
  let build = builders.get(key);
  if (!build) {
    const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
    build = new Function('values', `return { ${fields.join(', ')} };`) as RowOf;
    builders.set(key, build);
  }
  return build;
}

/** Column names a literal cannot reproduce as better-sqlite3 would: a repeated name, `__proto__`. */
function literalCannotCarry(names: string[]): boolean {
  return new Set(names).size !== names.length || names.includes('__proto__');
}

function assigned(names: string[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
  return row;
}

/**
 * A statement that reads rows, answering the same objects as better-sqlite3 (one property per
 * column, in order) for half the CPU: SQLite hands each row over as an array, and a compiled
 * object literal names the columns. better-sqlite3 itself sets every column's name on every row
 * from C++, looking each name up in V8's string table; for the orders table's 50-odd columns
 * that was 12 us a row against 6 (decision 264).
 *
 * SQLite prepares a kept statement again when the schema changes under it, and a `select *` may
 * then read other columns: the shape is read again when a row's width differs from it, and after
 * a schema change run through the same cache (`epoch`), which also covers a renamed column.
 */
export function withRowShapes(statement: Statement, epoch: SchemaEpoch): SqliteStatement {
  let names = statement.columns().map((column) => column.name);
  if (literalCannotCarry(names)) return statement;
  statement.raw(true);
  let build = rowBuilder(names);
  let shapedAt = epoch.value;
  // False once the columns can no longer be carried by a literal: rows come as better-sqlite3's.
  let shaped = true;

  const reshape = () => {
    names = statement.columns().map((column) => column.name);
    shapedAt = epoch.value;
    if (literalCannotCarry(names)) {
      shaped = false;
      statement.raw(false);
    } else build = rowBuilder(names);
  };
  const toObjects = (rows: unknown[][]) => {
    if (shapedAt !== epoch.value || (rows[0] !== undefined && rows[0].length !== names.length)) {
      reshape();
      // Once back to objects, this run's rows are still arrays: name them by the new columns,
      // by assignment as better-sqlite3 does (`__proto__` then sets no own property).
      if (!shaped) return rows.map((values) => assigned(names, values));
    }
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i += 1) objects[i] = build(rows[i] as unknown[]);
    return objects;
  };

  return {
    reader: true,
    all: (parameters) =>
      shaped ? toObjects(statement.all(parameters) as unknown[][]) : statement.all(parameters),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      if (!shaped) {
        yield* statement.iterate(parameters);
        return;
      }
      for (const values of statement.iterate(parameters)) yield toObjects([values as unknown[]])[0];
    },
  };
}
