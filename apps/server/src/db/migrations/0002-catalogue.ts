import type { Kysely } from 'kysely';

// Portable types only: coordinates are integer micro-degrees, rates integer parts per million,
// money integer cents, instants bigint epoch ms, booleans 0/1, JSON as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('restaurants')
    .addColumn('restaurant_number', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('concept_id', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('address_line1', 'varchar(100)', (col) => col.notNull())
    .addColumn('address_line2', 'varchar(100)')
    .addColumn('locality', 'varchar(60)', (col) => col.notNull())
    .addColumn('administrative_area', 'varchar(10)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('latitude_e6', 'integer', (col) => col.notNull())
    .addColumn('longitude_e6', 'integer', (col) => col.notNull())
    .addColumn('timezone_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('cross_street1', 'varchar(100)')
    .addColumn('cross_street2', 'varchar(100)')
    .addColumn('landmark', 'varchar(200)')
    .addColumn('catering_delivery_enabled', 'integer', (col) => col.notNull())
    .addColumn('lead_time_minutes', 'integer', (col) => col.notNull())
    .addColumn('tax_rate_ppm', 'integer', (col) => col.notNull())
    .addColumn('price_tier', 'integer', (col) => col.notNull())
    .addColumn('slot_order_limit', 'integer', (col) => col.notNull())
    .addColumn('slot_headcount_limit', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('restaurants_latitude_idx')
    .on('restaurants')
    .column('latitude_e6')
    .execute();

  await db.schema
    .createTable('restaurant_hours')
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('day_of_week', 'integer', (col) => col.notNull())
    .addColumn('open_minute', 'integer', (col) => col.notNull())
    .addColumn('close_minute', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('restaurant_hours_pk', ['restaurant_number', 'day_of_week'])
    .execute();

  await db.schema
    .createTable('restaurant_closures')
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('closure_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('reason', 'varchar(100)', (col) => col.notNull())
    .addPrimaryKeyConstraint('restaurant_closures_pk', ['restaurant_number', 'closure_date'])
    .execute();

  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('tagline', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('short_description', 'varchar(200)', (col) => col.notNull())
    .addColumn('price_unit', 'varchar(20)', (col) => col.notNull())
    .addColumn('serves_text', 'varchar(40)', (col) => col.notNull())
    .addColumn('config_json', 'text', (col) => col.notNull())
    .addColumn('item_config_json', 'text', (col) => col.notNull())
    .addColumn('is_amount_from_sub_items', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('menu_item_prices')
    .addColumn('menu_item_id', 'varchar(20)', (col) => col.notNull().references('menu_items.id'))
    .addColumn('price_tier', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_item_prices_pk', ['menu_item_id', 'price_tier'])
    .execute();

  await db.schema
    .createTable('menu_options')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('image_url', 'varchar(200)', (col) => col.notNull())
    .addColumn('is_vegan', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('menu_item_options')
    .addColumn('menu_item_id', 'varchar(20)', (col) => col.notNull().references('menu_items.id'))
    .addColumn('option_id', 'varchar(40)', (col) => col.notNull().references('menu_options.id'))
    .addColumn('food_group', 'varchar(30)', (col) => col.notNull())
    .addColumn('assortment', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_item_options_pk', ['menu_item_id', 'food_group', 'option_id'])
    .execute();

  // Sub-item prices of items priced from their sub-items (chips and salsa), per price tier.
  await db.schema
    .createTable('menu_option_prices')
    .addColumn('menu_item_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('option_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('price_tier', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_option_prices_pk', ['menu_item_id', 'option_id', 'price_tier'])
    .execute();

  await db.schema
    .createTable('event_types')
    .addColumn('code', 'varchar(30)', (col) => col.primaryKey())
    .addColumn('display_name', 'varchar(60)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('popular_builds')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('menu_items_json', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('info_notices')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('channel', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('info_notices_restaurant_idx')
    .on('info_notices')
    .column('restaurant_number')
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('code', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('min_subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_to', 'bigint')
    .addColumn('restaurant_numbers', 'text')
    .addColumn('menu_item_ids', 'text')
    .addColumn('once_per_customer', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('slot_bookings')
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('slot_start_utc', 'bigint', (col) => col.notNull())
    .addColumn('orders_count', 'integer', (col) => col.notNull())
    .addColumn('headcount', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('slot_bookings_pk', ['restaurant_number', 'slot_start_utc'])
    .execute();

  await db.schema
    .createTable('delivery_quotes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('restaurant_number', 'integer', (col) =>
      col.notNull().references('restaurants.restaurant_number'),
    )
    .addColumn('delivery_time_utc', 'bigint', (col) => col.notNull())
    .addColumn('distance_meters', 'integer', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}

const TABLES = [
  'delivery_quotes',
  'slot_bookings',
  'promotions',
  'info_notices',
  'popular_builds',
  'event_types',
  'menu_option_prices',
  'menu_item_options',
  'menu_options',
  'menu_item_prices',
  'menu_items',
  'restaurant_closures',
  'restaurant_hours',
  'restaurants',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
