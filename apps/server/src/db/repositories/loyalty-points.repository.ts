import type { Kysely } from 'kysely';
import { ORDER_STATUSES } from '@catering/domain';
import type { Database, LoyaltyPointEntriesTable } from '../schema';

export type LoyaltyPointEntryRow = LoyaltyPointEntriesTable;

/** The loyalty ledger: one entry per Closed order, the order id as key. */
export function loyaltyPointsRepository(db: Kysely<Database>) {
  return {
    /** The customer's Closed orders that have no entry yet, with what they earn points on. */
    closedOrdersNotCredited: (customerId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'sub_total_cents', 'promotion_deduction_cents', 'closed_at'])
        .where('customer_id', '=', customerId)
        .where('status', '=', ORDER_STATUSES.closed)
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('loyalty_point_entries')
                .select('order_id')
                .whereRef('loyalty_point_entries.order_id', '=', 'orders.id'),
            ),
          ),
        )
        .execute(),

    /** Entries already written (by a concurrent read) stay as they are. */
    async insertUnlessCredited(rows: LoyaltyPointEntryRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('loyalty_point_entries')
        .values(rows)
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
    },

    async balanceOf(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('loyalty_point_entries')
        .select((eb) => eb.fn.sum<number | string | null>('points').as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.total ?? 0);
    },
  };
}
