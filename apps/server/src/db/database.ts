import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { BoundedWaitSqliteDialect, SQLITE_MAX_WAIT_MS } from './bounded-wait-sqlite';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// PostgreSQL returns BIGINT as a string; our instants are epoch milliseconds, safe as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens SQLite (a file path) or PostgreSQL (a postgres:// URL) behind one Kysely instance. */
export function openDatabase(
  url: string,
  options: { sqliteMaxWaitMs?: number } = {},
): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client cut off by the server (restart, failover, drop) is replaced on the next
    // checkout; without a listener its error event would crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new BoundedWaitSqliteDialect(
    { database: sqlite },
    options.sqliteMaxWaitMs ?? SQLITE_MAX_WAIT_MS,
  );
  const db = new Kysely<Database>({ dialect });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
