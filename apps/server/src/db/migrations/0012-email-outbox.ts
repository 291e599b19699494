import type { Kysely } from 'kysely';

// Outgoing email (decision 140): the outbox a worker sends from, and the restaurant's phone
// number the order emails show. Portable types only, as in 0002.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Ten digits, as customers' numbers are kept; restaurants made before this have none.
  await db.schema.alterTable('restaurants').addColumn('phone_number', 'varchar(10)').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(36)')
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('attachments_json', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('provider', 'varchar(16)')
    .addColumn('provider_message_id', 'varchar(255)')
    .addColumn('last_error', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('email_outbox_created_idx')
    .on('email_outbox')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('email_outbox_order_idx')
    .on('email_outbox')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.alterTable('restaurants').dropColumn('phone_number').execute();
}
