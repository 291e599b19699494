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
 * reads rows answers them through `withRowShapes`.
 */
export function withStatementCache(
  database: BetterSqlite,
  size = STATEMENT_CACHE_SIZE,
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
      const statement = prepared.reader ? withRowShapes(prepared, epoch) : prepared;
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
