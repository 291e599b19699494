import type { Kysely } from 'kysely';

// Two deliveries split from one order past the delivery limit (decision 216): each half names the
// other, and its part (1: the session's cart, 2: the second delivery). Portable types only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('split_partner_id', 'varchar(36)').execute();
  await db.schema.alterTable('orders').addColumn('split_part', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('split_part').execute();
  await db.schema.alterTable('orders').dropColumn('split_partner_id').execute();
}
