import type { Kysely } from 'kysely';

// Housekeeping deletes a guest only when no session leads to it, its own or one that moved from
// it at sign-in (`previous_customer_id`). Without this index SQLite walks every session once per
// guest: 20,000 guests held the server for 4.2 s, and the cost grows with the square of the day's
// visitors; with it, 58 ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sessions_previous_customer_idx')
    .on('sessions')
    .column('previous_customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_previous_customer_idx').execute();
}
