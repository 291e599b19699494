import type { Kysely } from 'kysely';
import type { CustomersTable, Database } from '../schema';

export type CustomerRow = CustomersTable;

/** Persistence of customers, guests included (a guest is a customer without credentials). */
export function customersRepository(db: Kysely<Database>) {
  return {
    insert: (row: CustomerRow) => db.insertInto('customers').values(row).execute(),
    findById: (id: string) => db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
