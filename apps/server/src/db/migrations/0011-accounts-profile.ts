import type { Kysely } from 'kysely';

// What a full user keeps: saved delivery addresses, wallet cards, loyalty points (decisions
// 126-128). Only types and constraints that SQLite and PostgreSQL both accept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_addresses')
    .addColumn('address_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('address1', 'varchar(100)', (col) => col.notNull())
    .addColumn('address2', 'varchar(100)', (col) => col.notNull())
    .addColumn('city', 'varchar(60)', (col) => col.notNull())
    .addColumn('state', 'varchar(30)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(35)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(50)', (col) => col.notNull())
    .addColumn('company', 'varchar(100)', (col) => col.notNull())
    .addColumn('phone', 'varchar(10)', (col) => col.notNull())
    .addColumn('extension', 'varchar(10)', (col) => col.notNull())
    .addColumn('instructions', 'varchar(250)', (col) => col.notNull())
    .addColumn('address_name', 'varchar(30)', (col) => col.notNull())
    // Microdegrees, as restaurants keep theirs: exact integers on both databases.
    .addColumn('latitude_e6', 'integer')
    .addColumn('longitude_e6', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_addresses_customer_idx')
    .on('saved_addresses')
    .column('customer_id')
    .execute();

  // The wallet: provider tokens with what the customer recognises a card by. Never a number.
  await db.schema
    .createTable('wallet_cards')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('provider_id', 'varchar(16)', (col) => col.notNull())
    .addColumn('brand', 'varchar(16)', (col) => col.notNull())
    .addColumn('last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('expiry_month', 'integer', (col) => col.notNull())
    .addColumn('expiry_year', 'integer', (col) => col.notNull())
    .addColumn('card_holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('billing_zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_cards_customer_idx')
    .on('wallet_cards')
    .column('customer_id')
    .execute();

  // The sandbox provider's vault of kept cards: a card moves here from sandbox_payment_cards when
  // it is saved, so it outlives its card-entry token (decision 127).
  await db.schema
    .createTable('sandbox_saved_cards')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
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

  // One entry per Closed order: the order id as key makes each order earn its points once.
  await db.schema
    .createTable('loyalty_point_entries')
    .addColumn('order_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('accrued_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_point_entries_customer_idx')
    .on('loyalty_point_entries')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loyalty_point_entries').execute();
  await db.schema.dropTable('sandbox_saved_cards').execute();
  await db.schema.dropTable('wallet_cards').execute();
  await db.schema.dropTable('saved_addresses').execute();
}
