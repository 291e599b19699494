import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../schema';

export type IdempotencyKeyRow = IdempotencyKeysTable;

/** Idempotency keys per customer; the primary key decides who owns a key, on both engines. */
export function idempotencyKeysRepository(db: Kysely<Database>) {
  return {
    /** True when this call claimed the key; false when someone already holds it. */
    async claim(
      row: Pick<IdempotencyKeyRow, 'customer_id' | 'idempotency_key' | 'request_hash'>,
      now: number,
    ): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          ...row,
          state: 'in_progress',
          response_status: null,
          response_body: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    find: (customerId: string, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    /** Takes over a claim abandoned by a crashed process (its transaction rolled back with it). */
    async takeOverStale(
      customerId: string,
      key: string,
      staleBefore: number,
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ updated_at: now })
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .where('state', '=', 'in_progress')
        .where('updated_at', '<', staleBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    complete: (customerId: string, key: string, status: number, body: string, now: number) =>
      db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: body, updated_at: now })
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .execute(),

    release: (customerId: string, key: string) =>
      db
        .deleteFrom('idempotency_keys')
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .where('state', '=', 'in_progress')
        .execute(),
  };
}
