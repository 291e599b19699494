import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { onTestFinished } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/**
 * A migrated SQLite database file whose queries are recorded, to read what SQLite's planner does
 * with them: a query that walks a growing table once per row of another is invisible in a test's
 * timings and freezes a server a year later. Foreign keys are off while the test writes, so rows
 * need no parents. Closed and removed when the test that opened it ends.
 */
export async function openPlannedDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-plans-'));
  const connection = new SQLite(path.join(dir, 'test.sqlite'));
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
    log: (event) => void queries.push(event.query),
  });
  onTestFinished(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateToLatest(db);
  connection.pragma('foreign_keys = OFF');
  queries.length = 0;
  return {
    db,
    /**
     * Each query sent since the last call, as its plan's steps joined by "; ". Planned with foreign
     * keys on, as the app runs: a delete's plan then shows how it finds the rows that go with it.
     */
    plansSinceLastCall() {
      connection.pragma('foreign_keys = ON');
      try {
        return queries.splice(0).map((query) =>
          connection
            .prepare(`explain query plan ${query.sql}`)
            .all(...(query.parameters as unknown[]))
            .map((step) => (step as { detail: string }).detail)
            .join('; '),
        );
      } finally {
        connection.pragma('foreign_keys = OFF');
      }
    },
  };
}
