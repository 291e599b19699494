import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { BoundedWaitSqliteDialect, SQLITE_MAX_WAIT_MS } from './bounded-wait-sqlite';
import { SQLITE_SYNCHRONOUS } from './durability';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** PostgreSQL: the pool's connections now (all, idle) and the callers waiting for one. */
  poolUsage?: () => { total: number; idle: number; waiting: number };
  /** The SQL statements sent since the database was opened, transactions' begin and commit too. */
  statementsRun?: () => number;
}

// PostgreSQL returns BIGINT as a string; our instants are epoch milliseconds, safe as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens SQLite (a file path) or PostgreSQL (a postgres:// URL) behind one Kysely instance. */
export function openDatabase(
  url: string,
  options: {
    sqliteMaxWaitMs?: number;
    /** Told when PostgreSQL drops a connection; the query on it fails, the process goes on. */
    onConnectionLost?: (error: Error) => void;
  } = {},
): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const lost = options.onConnectionLost ?? (() => undefined);
    // A client cut off by the server (restart, failover, pg_terminate_backend) emits 'error':
    // from the pool when idle, from the client itself when a request holds it between two
    // queries. Either event without a listener is an uncaught exception that ends the process;
    // with one, the request holding the client fails on its next query and the pool replaces it.
    pool.on('error', lost);
    let statements = 0;
    pool.on('connect', (client) => {
      client.on('error', lost);
      // Every statement of Kysely's PostgreSQL driver goes through its client's `query`.
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        statements += 1;
        return query(...args);
      }) as typeof client.query;
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      destroy: () => db.destroy(),
      poolUsage: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      statementsRun: () => statements,
    };
  }
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const dialect = new BoundedWaitSqliteDialect(
    { database: cached },
    options.sqliteMaxWaitMs ?? SQLITE_MAX_WAIT_MS,
  );
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    statementsRun: () => cached.statementsRun(),
  };
}
