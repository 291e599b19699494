import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

const ARGUMENT = Symbol('prepared query argument');

/** Stands for one argument while the query is built; it becomes one parameter of the SQL. */
interface Placeholder {
  readonly [ARGUMENT]: string;
}

function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && ARGUMENT in value;
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Per SQL parameter: the argument's name, or the constant the builder put there. */
  slots: ({ argument: string } | { constant: unknown })[];
}

/** Scalar arguments only: each one becomes one SQL parameter. */
type Arguments = Record<string, string | number | bigint | boolean | null>;

/**
 * A hot query built with Kysely and compiled once per dialect; each run fills the parameters in
 * and hands the SQL to the executor (and so to the statement cache) without building an operation
 * tree or compiling SQL again. Building and compiling cost more CPU than running a small query.
 *
 * `build` must be straight-line: every argument is used as a value (a parameter), never in a
 * JavaScript condition, never as a list (`in`), and every argument it names is used. The first
 * run checks that each named argument became a parameter.
 */
export function preparedQuery<Args extends Arguments, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
) {
  const byDialect = new Map<unknown, Compiled<Row>>();

  function compiledFor(db: Kysely<Database>): Compiled<Row> {
    const dialect = db.getExecutor().adapter.constructor;
    const known = byDialect.get(dialect);
    if (known) return known;
    const named = new Set<string>();
    const args = new Proxy({} as Args, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        named.add(name);
        return Object.freeze({ [ARGUMENT]: name });
      },
    });
    const query = build(db, args).compile();
    const slots = query.parameters.map((value) =>
      isPlaceholder(value) ? { argument: value[ARGUMENT] } : { constant: value },
    );
    for (const name of named) {
      if (!slots.some((slot) => 'argument' in slot && slot.argument === name))
        throw new Error(`prepared query: argument "${name}" is not a parameter of ${query.sql}`);
    }
    const compiled = { query, slots };
    byDialect.set(dialect, compiled);
    return compiled;
  }

  function run(db: Kysely<Database>, args: Args): Promise<QueryResult<Row>> {
    const { query, slots } = compiledFor(db);
    const parameters = slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.constant,
    );
    return db.executeQuery<Row>({ ...query, parameters });
  }

  return {
    /** Every row. */
    async rows(db: Kysely<Database>, args: Args): Promise<Row[]> {
      return (await run(db, args)).rows;
    },
    /** The first row, if any. */
    async first(db: Kysely<Database>, args: Args): Promise<Row | undefined> {
      return (await run(db, args)).rows[0];
    },
    /** How many rows an insert, update or delete changed. */
    async changed(db: Kysely<Database>, args: Args): Promise<number> {
      return Number((await run(db, args)).numAffectedRows ?? 0n);
    },
  };
}

/** A table's row as a prepared query's arguments (an interface has no index signature). */
export type RowArguments<Row> = { [Column in keyof Row]: Row[Column] };

/**
 * A row's columns as the arguments of a prepared insert of every column. `columns` names each
 * column once; typed `satisfies Record<keyof Row, true>`, a column added to the table does not
 * compile until it is named there too (an insert built from the row object would carry it).
 */
export function everyColumn<Row extends object>(args: Row, columns: Record<keyof Row, true>): Row {
  return Object.fromEntries(
    Object.keys(columns).map((column) => [column, args[column as keyof Row]]),
  ) as Row;
}

/**
 * Rows for a list of keys: none for none, `one` (a prepared query, the usual case) for a single
 * key, `several` (built each time: a prepared query needs a fixed number of parameters) for more.
 */
export function byKeys<Key, Row>(
  keys: readonly Key[],
  one: (key: Key) => Promise<Row[]>,
  several: (keys: Key[]) => Promise<Row[]>,
): Promise<Row[]> {
  if (keys.length === 0) return Promise.resolve([]);
  if (keys.length === 1) return one(keys[0] as Key);
  return several([...keys]);
}
