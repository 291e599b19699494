import type { Kysely } from 'kysely';
import type { Database, OrderSharesTable } from '../schema';

/** Share links of placed orders, found by the hash of their token. */
export function orderSharesRepository(db: Kysely<Database>) {
  return {
    insert: (row: OrderSharesTable) => db.insertInto('order_shares').values(row).execute(),

    /** The link of this token unless it was revoked (its order says when it expires). */
    findUnrevoked: (tokenHash: string) =>
      db
        .selectFrom('order_shares')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),

    /** Revokes every live link of an order; answers how many there were. */
    async revokeAll(orderId: string, now: number): Promise<number> {
      const result = await db
        .updateTable('order_shares')
        .set({ revoked_at: now })
        .where('order_id', '=', orderId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Housekeeping: links that expired or were revoked before `before`. */
    async deleteEndedBefore(before: number): Promise<number> {
      const result = await db
        .deleteFrom('order_shares')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
