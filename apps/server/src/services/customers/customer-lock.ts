import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CustomerRow } from '../../db/repositories/customers.repository';

/**
 * Touches the customer row and reads it. As the first statement of a transaction it takes the row
 * lock on PostgreSQL and the write lock on SQLite, so a customer's changes (a sixth address, two
 * profile updates) queue instead of racing.
 */
export async function lockCustomer(
  trx: Kysely<Database>,
  customerId: string,
  now: number,
): Promise<CustomerRow> {
  await trx
    .updateTable('customers')
    .set({ updated_at: now })
    .where('id', '=', customerId)
    .execute();
  return trx
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}
