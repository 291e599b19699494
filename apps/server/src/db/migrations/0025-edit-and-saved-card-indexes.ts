import type { Kysely } from 'kysely';

// Two more look-ups that walked a growing table (decision 260): ending an edit clears it from every
// session editing that order, and deleting a customer (housekeeping) deletes their sandbox saved
// cards through the foreign key. Without these indexes each read every session, or every saved
// card, once per call or per customer.
const INDEXES = [
  { name: 'sessions_edit_order_idx', table: 'sessions', column: 'catering_edit_order_id' },
  { name: 'sandbox_saved_cards_customer_idx', table: 'sandbox_saved_cards', column: 'customer_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES)
    await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
