import type { Kysely } from 'kysely';

// What housekeeping looks rows up by (decision 100): without them each purge would scan orders
// or authorizations once per quote or card token.
const INDEXES = [
  { name: 'delivery_quotes_expires_idx', table: 'delivery_quotes', column: 'expires_at' },
  { name: 'orders_delivery_quote_idx', table: 'orders', column: 'delivery_quote_id' },
  {
    name: 'payment_client_tokens_expires_idx',
    table: 'payment_client_tokens',
    column: 'expires_at',
  },
  { name: 'payment_authorizations_token_idx', table: 'payment_authorizations', column: 'token_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
