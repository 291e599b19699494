import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Promotions used by submitted orders; once-per-customer codes are unique per customer. */
export function promotionRedemptionsRepository(db: Kysely<Database>) {
  return {
    /** The codes the customer has used on placed orders. */
    async codesUsedBy(customerId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('promotion_redemptions')
        .select('code')
        .where('customer_id', '=', customerId)
        .execute();
      return new Set(rows.map((row) => row.code));
    },
    /** True when the customer has used the code on an order other than these. */
    async usedElsewhere(
      code: string,
      customerId: string,
      exceptOrderIds: string[],
    ): Promise<boolean> {
      const row = await db
        .selectFrom('promotion_redemptions')
        .select('order_id')
        .where('code', '=', code)
        .where('customer_id', '=', customerId)
        .where('order_id', 'not in', exceptOrderIds)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a redemption; false when a once-per-customer code was already used (a concurrent order won). */
    async record(row: {
      order_id: string;
      code: string;
      customer_id: string;
      once: boolean;
      redeemed_at: number;
    }): Promise<boolean> {
      const result = await db
        .insertInto('promotion_redemptions')
        .values({
          order_id: row.order_id,
          code: row.code,
          customer_id: row.customer_id,
          once_code: row.once ? row.code : null,
          redeemed_at: row.redeemed_at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    removeFor: (orderId: string) =>
      db.deleteFrom('promotion_redemptions').where('order_id', '=', orderId).execute(),
  };
}
