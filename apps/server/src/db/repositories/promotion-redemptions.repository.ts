import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { preparedQuery } from '../prepared-query';

const recordRedemption = preparedQuery(
  (
    db,
    args: {
      orderId: string;
      code: string;
      customerId: string;
      onceCode: string | null;
      redeemedAt: number;
    },
  ) =>
    db
      .insertInto('promotion_redemptions')
      .values({
        order_id: args.orderId,
        code: args.code,
        customer_id: args.customerId,
        once_code: args.onceCode,
        redeemed_at: args.redeemedAt,
      })
      .onConflict((oc) => oc.doNothing()),
);
const removeRedemptions = preparedQuery((db, args: { orderId: string }) =>
  db.deleteFrom('promotion_redemptions').where('order_id', '=', args.orderId),
);

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
      const changed = await recordRedemption.changed(db, {
        orderId: row.order_id,
        code: row.code,
        customerId: row.customer_id,
        // Only a once-per-customer code fills the unique (customer, once_code) pair.
        onceCode: row.once ? row.code : null,
        redeemedAt: row.redeemed_at,
      });
      return changed === 1;
    },

    removeFor: (orderId: string) => removeRedemptions.changed(db, { orderId }),
  };
}
