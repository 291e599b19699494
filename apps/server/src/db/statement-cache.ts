import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; `in (?, ?, ...)` lists of every length make the set open. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing (parsing and planning the SQL)
 * cost more server CPU per order than running the statements. The app builds the same few hundred
 * SQL texts over and over, so each is prepared once and reused, least recently used first out.
 * better-sqlite3 re-prepares a statement itself when the schema changes under it.
 */
export function withStatementCache<T extends SqliteDatabase>(
  database: T,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { statementsRun(): number } {
  const statements = new Map<string, SqliteStatement>();
  // Kysely prepares once per run, so this counts every statement it runs, begin and commit too.
  let run = 0;
  return {
    statementsRun: () => run,
    prepare(sql: string): SqliteStatement {
      run += 1;
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used goes to the end of the map's order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
