import { sql, type Kysely } from 'kysely';

// Housekeeping's guest sweep read every guest older than the idle limit on every run, the ones kept
// for their placed orders too (decision 260): 90 ms per 300,000 guests an hour, growing with every
// guest who ever ordered. A guest with a placed order is kept for good (an order is the
// restaurant's record and never leaves its customer), so the sweep marks it once and then reads
// only the guests not marked, through this index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('kept_for_orders', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update customers set kept_for_orders = 1 where is_guest = 1 and exists (
    select 1 from orders where orders.customer_id = customers.id and orders.status <> 'Open')`.execute(
    db,
  );
  await db.schema
    .createIndex('customers_guest_sweep_idx')
    .on('customers')
    .columns(['is_guest', 'kept_for_orders', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customers_guest_sweep_idx').execute();
  await db.schema.alterTable('customers').dropColumn('kept_for_orders').execute();
}
