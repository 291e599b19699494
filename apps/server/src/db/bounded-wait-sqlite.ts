import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import { AppError } from '../http/app-error';
import { SyncLevelDriver } from './durability';
import { ERROR_CODES } from '@catering/domain';

/** SQLite has one connection: a caller that waits longer than this for it is refused, not queued for ever. */
export const SQLITE_MAX_WAIT_MS = 10_000;

export function databaseBusy(): AppError {
  return new AppError(
    503,
    ERROR_CODES.critical,
    'The service is busy. Please try again in a moment.',
    undefined,
    { 'retry-after': '1' },
  );
}

/**
 * Kysely's SQLite driver queues every caller behind one mutex with no limit. A query that waits for
 * the connection its own transaction holds (through the app-wide db instead of the transaction)
 * would wait for ever and every later request behind it. Here the wait is bounded: past `maxWaitMs`
 * the caller gets a 503, its transaction rolls back, and the queue moves on.
 */
class BoundedWaitDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly maxWaitMs: number,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = this.inner.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(databaseBusy()), this.maxWaitMs);
      timer.unref();
    });
    return Promise.race([acquiring, expired]).then(
      (connection) => {
        clearTimeout(timer);
        return connection;
      },
      (error: unknown) => {
        // The turn still comes later: hand it straight on so the queue is not stuck behind us.
        void acquiring.then((connection) => this.inner.releaseConnection(connection));
        throw error;
      },
    );
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect with a bounded wait for the connection, each commit at its own level. */
export class BoundedWaitSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly maxWaitMs = SQLITE_MAX_WAIT_MS,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new BoundedWaitDriver(new SyncLevelDriver(super.createDriver()), this.maxWaitMs);
  }
}
