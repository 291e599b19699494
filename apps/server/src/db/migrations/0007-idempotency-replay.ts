import type { Kysely } from 'kysely';

const KEEP_MS = 24 * 3600_000;

interface LegacyKeyRow {
  customer_id: string;
  idempotency_key: string;
  state: string;
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

/**
 * An idempotency key keeps what a replay needs (decision 102): the order it placed, or the error
 * it answered; no longer the whole answer with the customer's contact details. Keys live a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('order_id', 'varchar(36)').execute();

  const keys = db as unknown as Kysely<{
    idempotency_keys: LegacyKeyRow & { order_id: string | null };
  }>;
  // Claims left in progress were abandoned by the server being replaced; old keys have expired.
  await keys
    .deleteFrom('idempotency_keys')
    .where((eb) => eb.or([eb('state', '!=', 'done'), eb('created_at', '<', Date.now() - KEEP_MS)]))
    .execute();
  const placed = await keys
    .selectFrom('idempotency_keys')
    .select(['customer_id', 'idempotency_key', 'response_body'])
    .where('response_status', '=', 200)
    .execute();
  for (const row of placed) {
    const { id } = JSON.parse(row.response_body ?? '{}') as { id?: string };
    await keys
      .updateTable('idempotency_keys')
      .set({ order_id: id ?? null, response_body: null })
      .where('customer_id', '=', row.customer_id)
      .where('idempotency_key', '=', row.idempotency_key)
      .execute();
  }

  await db.schema
    .alterTable('idempotency_keys')
    .renameColumn('response_body', 'error_body')
    .execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('state').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('updated_at').execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

// Down forgets the keys: the whole answers the old schema replays cannot be rebuilt.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_idx').execute();
  await db.deleteFrom('idempotency_keys' as never).execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('state', 'varchar(12)', (col) => col.notNull().defaultTo('done'))
    .execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('idempotency_keys')
    .renameColumn('error_body', 'response_body')
    .execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('order_id').execute();
}
