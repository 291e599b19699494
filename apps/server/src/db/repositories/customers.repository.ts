import type { Kysely } from 'kysely';
import type { CustomersTable, Database } from '../schema';

export type CustomerRow = CustomersTable;

/** Persistence of customers, guests included (a guest is a customer without credentials). */
export function customersRepository(db: Kysely<Database>) {
  return {
    insert: (row: CustomerRow) => db.insertInto('customers').values(row).execute(),
    findById: (id: string) => db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * Deletes guests created before `createdBefore` that nothing leads to any more: no session
     * (their own, or one that would transfer from them) and no order. Their payment tokens and
     * idempotency keys go with them (ON DELETE CASCADE).
     */
    async deleteAbandonedGuests(createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('customers')
        .where('is_guest', '=', 1)
        .where('created_at', '<', createdBefore)
        .where(({ exists, not, or, selectFrom }) =>
          not(
            or([
              exists(selectFrom('sessions').select('token_hash').whereRef('sessions.customer_id', '=', 'customers.id')),
              exists(
                selectFrom('sessions').select('token_hash').whereRef('sessions.previous_customer_id', '=', 'customers.id'),
              ),
              exists(selectFrom('orders').select('orders.id').whereRef('orders.customer_id', '=', 'customers.id')),
            ]),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
