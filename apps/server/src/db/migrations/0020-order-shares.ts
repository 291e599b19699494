import type { Kysely } from 'kysely';

// Read-only share links of placed orders (decision 202): only a hash of each token is kept, so the
// table cannot be read back into working links. Portable types only, as in 0002.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_shares')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('order_shares_order_idx')
    .on('order_shares')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_shares').execute();
}
