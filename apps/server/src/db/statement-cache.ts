import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { isSchemaChange, withRowShapes, type SchemaEpoch } from './row-shapes';

/** Distinct SQL texts kept prepared; `in (?, ?, ...)` lists of every length make the set open. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing (parsing and planning the SQL)
 * cost more server CPU per order than running the statements. The app builds the same few hundred
 * SQL texts over and over, so each is prepared once and reused, least recently used first out.
 * better-sqlite3 re-prepares a statement itself when the schema changes under it. A statement that
 * reads rows answers them through `withRowShapes`. `onCommit` is told after every statement that
 * committed a write: a `commit`, or a write run outside a transaction (group-commit.ts).
 */
export function withStatementCache(
  database: BetterSqlite,
  { size = STATEMENT_CACHE_SIZE, onCommit }: { size?: number; onCommit?: () => void } = {},
): SqliteDatabase & { statementsRun(): number } {
  // Each kept statement with the tick of its last use: a hit only writes a number (moving the
  // entry to the end of the map, delete and set, cost as much as the rest of the look-up); the
  // rare eviction looks for the least recently used.
  const statements = new Map<string, { statement: SqliteStatement; usedAt: number }>();
  let tick = 0;
  // Kysely prepares once per run, so this counts every statement it runs, begin and commit too.
  let run = 0;
  const epoch: SchemaEpoch = { value: 0 };
  function leastRecentlyUsed(): string {
    let oldest = '';
    let oldestAt = Infinity;
    for (const [sql, { usedAt }] of statements) {
      if (usedAt < oldestAt) {
        oldest = sql;
        oldestAt = usedAt;
      }
    }
    return oldest;
  }
  return {
    statementsRun: () => run,
    prepare(sql: string): SqliteStatement {
      run += 1;
      tick += 1;
      // Kysely prepares every time it runs: a schema change counts here, each time it runs.
      if (isSchemaChange(sql)) epoch.value += 1;
      const cached = statements.get(sql);
      if (cached) {
        cached.usedAt = tick;
        return cached.statement;
      }
      const prepared = database.prepare(sql);
      const shaped = prepared.reader ? withRowShapes(prepared, epoch) : prepared;
      // SQLite calls begin, commit and rollback read-only: a commit is told by its text.
      const commits = onCommit && (!prepared.readonly || isCommit(sql));
      const statement = commits ? tellingCommits(shaped, database, onCommit) : shaped;
      if (statements.size >= size) statements.delete(leastRecentlyUsed());
      statements.set(sql, { statement, usedAt: tick });
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}

const isCommit = (sql: string) => /^\s*(commit|end)\b/i.test(sql);

/** A statement that tells `onCommit` each time a run of it leaves a write committed. */
function tellingCommits(
  statement: SqliteStatement,
  database: BetterSqlite,
  onCommit: () => void,
): SqliteStatement {
  const told = <T>(result: T): T => {
    if (!database.inTransaction) onCommit();
    return result;
  };
  return {
    reader: statement.reader,
    all: (parameters) => told(statement.all(parameters)),
    run: (parameters) => told(statement.run(parameters)),
    *iterate(parameters) {
      yield* statement.iterate(parameters);
      told(undefined);
    },
  };
}
