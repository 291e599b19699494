import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';

/** Every SQLite commit waits until the disk has it: an acknowledged order survives a power cut. */
export const SQLITE_SYNCHRONOUS = 'full';

// Compiled once. The driver below sends each only when the connection is not at that level yet.
const NOT_WAITING = CompiledQuery.raw('pragma synchronous = normal');
const WAITING_AGAIN = CompiledQuery.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`);

/**
 * Runs writes that need not survive a power cut without waiting for the disk on SQLite:
 * synchronous = NORMAL, still safe from corruption and from a crash of the process. Those are a
 * rate-limit hit, an outbox lease or delivery status, and a change of an open order (decision 267);
 * the next commit that waits for the disk (an order placed, a session, a card) makes them durable
 * with its own. `write` may run a transaction on the connection it is given. Inside a transaction,
 * and on PostgreSQL, the write runs as it is.
 */
export async function withoutWaitingForDisk<T>(
  db: Kysely<Database>,
  write: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || db.isTransaction) return write(db);
  return db.connection().execute(async (connection) => {
    // Asks the driver to leave this hold of the connection at NORMAL (sent only when it is not).
    await connection.executeQuery(NOT_WAITING);
    return write(connection);
  });
}

type Level = 'waiting' | 'not waiting';

/**
 * SQLite's one connection, which knows the level of `synchronous` it is at. A hold of the connection
 * that asked for NORMAL (`withoutWaitingForDisk`) writes at NORMAL; every other hold is put back to
 * FULL before its first statement that may write and before its transaction begins (the level
 * cannot change inside one). So a write runs at FULL unless its own code said otherwise, and a
 * run of writes at NORMAL, or reads after them, switch nothing: each switch used to be put back at
 * once, two statements for every rate-limit hit.
 */
class SyncLevelConnection implements DatabaseConnection {
  private level: Level = 'waiting';
  private notWaitingHold = false;
  private inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  /** A new hold of the connection: it waits for the disk unless it asks not to. */
  held(): void {
    this.notWaitingHold = false;
    this.inTransaction = false;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query === NOT_WAITING) {
      if (this.inTransaction)
        throw new Error('the level of synchronous is set before a transaction');
      this.notWaitingHold = true;
      await this.switchTo('not waiting');
      return { rows: [] };
    }
    if (!this.inTransaction && !SelectQueryNode.is(query.query)) await this.forThisHold();
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Before a transaction begins: the level its commit will have. */
  async beginning(): Promise<void> {
    await this.forThisHold();
    this.inTransaction = true;
  }

  ended(): void {
    this.inTransaction = false;
  }

  private forThisHold(): Promise<void> {
    return this.switchTo(this.notWaitingHold ? 'not waiting' : 'waiting');
  }

  private async switchTo(level: Level): Promise<void> {
    if (this.level === level) return;
    await this.inner.executeQuery(level === 'waiting' ? WAITING_AGAIN : NOT_WAITING);
    this.level = level;
  }
}

/** Kysely's SQLite driver with the connection above: the level of each commit, set lazily. */
export class SyncLevelDriver implements Driver {
  private connection: SyncLevelConnection | undefined;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const raw = await this.inner.acquireConnection();
    if (this.connection?.inner !== raw) this.connection = new SyncLevelConnection(raw);
    this.connection.held();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const own = connection as SyncLevelConnection;
    await own.beginning();
    try {
      await this.inner.beginTransaction(own.inner, settings);
    } catch (error) {
      own.ended();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as SyncLevelConnection;
    await this.inner.commitTransaction(own.inner);
    own.ended();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as SyncLevelConnection;
    try {
      await this.inner.rollbackTransaction(own.inner);
    } finally {
      own.ended();
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.savepoint!((connection as SyncLevelConnection).inner, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    return this.inner.rollbackToSavepoint!(
      (connection as SyncLevelConnection).inner,
      name,
      compile,
    );
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    return this.inner.releaseSavepoint!((connection as SyncLevelConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as SyncLevelConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
