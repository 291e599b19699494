import { setTimeout as sleep } from 'node:timers/promises';
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator is schema-agnostic
type AnyDb = Kysely<any>;

/** The PostgreSQL advisory lock every server takes around its migrations (an arbitrary constant). */
const MIGRATION_LOCK_KEY = 4_160_016;
/** How long a server starting beside others keeps retrying a migration that SQLite refused as busy. */
const SQLITE_BUSY_RETRY_MS = 60_000;

function migratorOf(db: AnyDb): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

/** The names of this code's migrations that the database has not run yet. */
export async function pendingMigrations(db: AnyDb): Promise<string[]> {
  const migrations = await migratorOf(db).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map(({ name }) => name);
}

/** Throws unless the database has run every migration this code knows: never serve an older schema. */
export async function assertSchemaCurrent(db: AnyDb): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(
      `The database schema is older than this server (${pending.length} migrations not run: ${pending.join(', ')}); run the migrations first.`,
    );
  }
}

async function runMigrations(db: AnyDb): Promise<string[]> {
  // Already current: a server of an older release keeps starting while a newer one has added
  // migrations it does not know (Kysely would call those missing files corruption).
  if ((await pendingMigrations(db)).length === 0) return [];
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

function isSqliteBusy(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: string } | undefined)?.code?.startsWith('SQLITE_BUSY') ?? false;
}

/**
 * Brings the schema to the latest migration; throws with the failing migration's name. Several
 * servers may start at once on one database: on PostgreSQL they queue on an advisory lock held
 * on one connection for the whole run; on SQLite they queue on the database's write lock, and a
 * server that SQLite refuses as busy for longer than its busy timeout tries again.
 */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
      try {
        return await runMigrations(connection);
      } finally {
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
      }
    });
  }
  const giveUpAt = Date.now() + SQLITE_BUSY_RETRY_MS;
  for (;;) {
    try {
      return await migrateSqliteWithWriteLock(db);
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUpAt) throw error;
      await sleep(50 + Math.random() * 200);
    }
  }
}

/**
 * Kysely runs SQLite migrations outside any transaction: a crash or a second server mid-way
 * would see half a schema. They run inside one BEGIN IMMEDIATE instead, which takes the
 * database's write lock first, so the check of what is pending and the migrations are one step.
 */
async function migrateSqliteWithWriteLock(db: AnyDb): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const ran = await runMigrations(connection);
      await sql`commit`.execute(connection);
      return ran;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
