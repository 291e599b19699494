import { CompiledQuery, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Every SQLite commit waits until the disk has it: an acknowledged order survives a power cut. */
export const SQLITE_SYNCHRONOUS = 'full';

// Compiled once: two of them go with every rate-limit hit and outbox lease.
const NOT_WAITING = CompiledQuery.raw('pragma synchronous = normal');
const WAITING_AGAIN = CompiledQuery.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`);

/**
 * Runs a write that need not survive a power cut (a rate-limit hit, an outbox lease or delivery
 * status) without waiting for the disk on SQLite: synchronous = NORMAL for that one statement,
 * still safe from corruption and from a crash of the process. The next order commit makes it
 * durable with its own. Those waits blocked the one event loop for longer than an order's own
 * commits. Inside a transaction, and on PostgreSQL, the write runs as it is.
 */
export async function withoutWaitingForDisk<T>(
  db: Kysely<Database>,
  write: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || db.isTransaction) return write(db);
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(NOT_WAITING);
    try {
      return await write(connection);
    } finally {
      await connection.executeQuery(WAITING_AGAIN);
    }
  });
}
