import type { Kysely } from 'kysely';

// Only types and constraints that SQLite and PostgreSQL both accept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('public_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('is_guest', 'integer', (col) => col.notNull())
    .addColumn('first_name', 'varchar(35)')
    .addColumn('last_name', 'varchar(50)')
    .addColumn('email_address', 'varchar(50)', (col) => col.unique())
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('country', 'varchar(2)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('catering_edit_order_id', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('sessions_customer_idx')
    .on('sessions')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('customers').execute();
  await db.schema.dropTable('app_meta').execute();
}
