import type { Kysely } from 'kysely';

/** First order number minus one: numbers read VC-100001, VC-100002, ... */
export const ORDER_NUMBER_COUNTER = 'order_number';
const ORDER_NUMBER_START = 100_000;

// Portable types only (see 0002): money integer cents, instants bigint epoch ms, JSON as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (col) => col.notNull().references('customers.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_number', 'varchar(20)', (col) => col.unique())
    .addColumn('order_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('local_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('local_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('scheduled_at', 'bigint', (col) => col.notNull())
    .addColumn('event_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('delivery_address_json', 'text')
    .addColumn('delivery_tip_ppm', 'integer', (col) => col.notNull())
    .addColumn('delivery_quote_id', 'varchar(36)')
    .addColumn('delivery_quote_expires_at', 'bigint')
    .addColumn('promotion_code', 'varchar(20)')
    .addColumn('promotion_name', 'varchar(100)')
    .addColumn('promotion_exception_code', 'varchar(20)')
    .addColumn('sub_total_cents', 'integer', (col) => col.notNull())
    .addColumn('promotion_deduction_cents', 'integer', (col) => col.notNull())
    .addColumn('tax_cents', 'integer', (col) => col.notNull())
    .addColumn('delivery_tip_cents', 'integer', (col) => col.notNull())
    .addColumn('delivery_fee_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('contact_first_name', 'varchar(35)')
    .addColumn('contact_last_name', 'varchar(50)')
    .addColumn('contact_email', 'varchar(50)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('payment_item_json', 'text')
    .addColumn('authorization_id', 'varchar(36)')
    .addColumn('fraud_session_id', 'varchar(100)')
    .addColumn('favorite_name', 'varchar(50)')
    // Unique: one edit draft per submitted order, even when two tabs mark it at once.
    .addColumn('edit_of_order_id', 'varchar(36)', (col) =>
      col.unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('booked_slot_start', 'bigint')
    .addColumn('booked_restaurant_number', 'integer')
    .addColumn('booked_headcount', 'integer')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('orders_customer_status_idx')
    .on('orders')
    .columns(['customer_id', 'status'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(36)', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('menu_item_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('serves_text', 'varchar(40)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('sub_total_cents', 'integer', (col) => col.notNull())
    .addColumn('is_amount_from_sub_items', 'integer', (col) => col.notNull())
    .addColumn('sub_items_json', 'text', (col) => col.notNull())
    .addColumn('popular_build_id', 'varchar(40)')
    .addColumn('popular_build_name', 'varchar(100)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('order_id', 'varchar(36)', (col) =>
      col.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(20)', (col) => col.notNull())
    .addColumn('customer_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('once_code', 'varchar(20)')
    .addColumn('redeemed_at', 'bigint', (col) => col.notNull())
    // NULLs are distinct in both engines, so only once-per-customer codes are constrained.
    .addUniqueConstraint('promotion_redemptions_once_uq', ['once_code', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('promotion_redemptions_customer_idx')
    .on('promotion_redemptions')
    .columns(['customer_id', 'code'])
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('counters' as never)
    .values({ name: ORDER_NUMBER_COUNTER, value: ORDER_NUMBER_START } as never)
    .execute();

  // The guest customer a signed-in session came from, so PUT /order/{id}/transfer can check it.
  await db.schema.alterTable('sessions').addColumn('previous_customer_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('previous_customer_id').execute();
  for (const table of [
    'counters',
    'promotion_redemptions',
    'idempotency_keys',
    'order_items',
    'orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
