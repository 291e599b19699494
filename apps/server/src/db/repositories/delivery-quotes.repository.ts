import type { Kysely } from 'kysely';
import type { Database, DeliveryQuotesTable } from '../schema';

/** Issued delivery quotes, kept so that an order can later prove the fee it was offered. */
export function deliveryQuotesRepository(db: Kysely<Database>) {
  return {
    insert: (row: DeliveryQuotesTable) => db.insertInto('delivery_quotes').values(row).execute(),
    findById: (id: string) =>
      db.selectFrom('delivery_quotes').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Housekeeping: expired quotes no order holds prove nothing any more. */
    async deleteExpiredUnheld(now: number): Promise<number> {
      const result = await db
        .deleteFrom('delivery_quotes')
        .where('expires_at', '<', now)
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('orders')
                .select('orders.id')
                .whereRef('orders.delivery_quote_id', '=', 'delivery_quotes.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
