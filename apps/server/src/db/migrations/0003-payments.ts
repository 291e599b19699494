import type { Kysely } from 'kysely';

// Card numbers and CVVs have no column here by design: the provider keeps a token and the last 4.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_client_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('provider_id', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('restaurant_number', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payment_client_tokens_customer_idx')
    .on('payment_client_tokens')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('sandbox_payment_cards')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('client_token_hash', 'varchar(64)', (col) =>
      col.notNull().unique().references('payment_client_tokens.token_hash').onDelete('cascade'),
    )
    .addColumn('brand', 'varchar(16)', (col) => col.notNull())
    .addColumn('last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('expiry_month', 'integer', (col) => col.notNull())
    .addColumn('expiry_year', 'integer', (col) => col.notNull())
    .addColumn('card_holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('billing_zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('behaviour', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('payment_authorizations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('provider_id', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('decline_reason', 'varchar(200)')
    // The unique constraint is what makes authorize idempotent under concurrency, on both databases.
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('order_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_authorizations_order_idx')
    .on('payment_authorizations')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_authorizations').execute();
  await db.schema.dropTable('sandbox_payment_cards').execute();
  await db.schema.dropTable('payment_client_tokens').execute();
}
