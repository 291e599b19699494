import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../schema';
import { preparedQuery } from '../prepared-query';

export type IdempotencyKeyRow = IdempotencyKeysTable;
type KeyIds = Pick<IdempotencyKeyRow, 'customer_id' | 'idempotency_key' | 'request_hash'>;

const claimKey = preparedQuery(
  (
    db,
    args: {
      customerId: string;
      key: string;
      requestHash: string;
      now: number;
      expiredBefore: number;
    },
  ) => {
    const fresh = {
      response_status: null,
      order_id: null,
      error_body: null,
      created_at: args.now,
    };
    return db
      .insertInto('idempotency_keys')
      .values({
        customer_id: args.customerId,
        idempotency_key: args.key,
        request_hash: args.requestHash,
        ...fresh,
      })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'idempotency_key'])
          .doUpdateSet({ request_hash: args.requestHash, ...fresh })
          .where('idempotency_keys.created_at', '<', args.expiredBefore),
      );
  },
);
const recordPlaced = preparedQuery(
  (db, args: { customerId: string; key: string; orderId: string }) =>
    db
      .updateTable('idempotency_keys')
      .set({ response_status: 200, order_id: args.orderId })
      .where('customer_id', '=', args.customerId)
      .where('idempotency_key', '=', args.key),
);

/**
 * Idempotency keys per customer; the primary key decides who owns a key, on both engines. A claim
 * is written by the transaction that does the work, so it exists for others only once committed:
 * a concurrent claim of the same key waits for that transaction, and a crash takes it away.
 */
export function idempotencyKeysRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the key in the caller's transaction: true when this call holds it (a new key, or one
     * older than `expiredBefore`, whose record is replaced); false when a live record exists.
     */
    async claim(ids: KeyIds, now: number, expiredBefore: number): Promise<boolean> {
      const changed = await claimKey.changed(db, {
        customerId: ids.customer_id,
        key: ids.idempotency_key,
        requestHash: ids.request_hash,
        now,
        expiredBefore,
      });
      return changed === 1;
    },

    find: (customerId: string, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    /** Records the order the claimed key placed, in the transaction that placed it. */
    placed: (customerId: string, key: string, orderId: string) =>
      recordPlaced.changed(db, { customerId, key, orderId }),

    /**
     * Records a refusal after its work rolled back (and the claim with it), unless another call
     * holds the key by now.
     */
    refused: (
      ids: KeyIds,
      status: number,
      errorBody: string,
      now: number,
      expiredBefore: number,
    ) => {
      const refusal = {
        response_status: status,
        order_id: null,
        error_body: errorBody,
        created_at: now,
      };
      return db
        .insertInto('idempotency_keys')
        .values({ ...ids, ...refusal })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'idempotency_key'])
            .doUpdateSet({ request_hash: ids.request_hash, ...refusal })
            .where('idempotency_keys.created_at', '<', expiredBefore),
        )
        .execute();
    },

    /** Housekeeping: keys created before `createdBefore` replay nothing any more. */
    async deleteCreatedBefore(createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', createdBefore)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
