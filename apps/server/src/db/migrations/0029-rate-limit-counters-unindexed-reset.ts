import type { Kysely } from 'kysely';

// Every request that writes counts two rate-limit hits, and each hit's upsert sets `reset_at`
// (to itself, until the window ends): its index was rewritten on every hit, one more page for
// every commit (the order path wrote it five times per whole order). Only housekeeping reads by
// `reset_at`, once an hour, over counters that live a window long (a minute or an hour): a scan
// of the table then costs less than keeping the index on every request (decision 275).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limit_counters_reset_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rate_limit_counters_reset_idx')
    .on('rate_limit_counters')
    .column('reset_at')
    .execute();
}
