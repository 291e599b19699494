import type { Kysely } from 'kysely';
import type { Database, DeliveryQuotesTable } from '../schema';

/** Issued delivery quotes, kept so that an order can later prove the fee it was offered. */
export function deliveryQuotesRepository(db: Kysely<Database>) {
  return {
    insert: (row: DeliveryQuotesTable) => db.insertInto('delivery_quotes').values(row).execute(),
    findById: (id: string) =>
      db.selectFrom('delivery_quotes').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
