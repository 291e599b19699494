import type { Kysely, Updateable } from 'kysely';
import type { Database, SavedAddressesTable } from '../schema';

export type SavedAddressRow = SavedAddressesTable;

/** A customer's saved delivery addresses; every call names the owner, so another's is not found. */
export function savedAddressesRepository(db: Kysely<Database>) {
  return {
    insert: (row: SavedAddressRow) => db.insertInto('saved_addresses').values(row).execute(),

    /** Oldest first; created_at ties broken by id so both databases answer one order. */
    listOwned: (customerId: string) =>
      db
        .selectFrom('saved_addresses')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .orderBy('address_id')
        .execute(),

    async countOwned(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('saved_addresses')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findOwned: (addressId: string, customerId: string) =>
      db
        .selectFrom('saved_addresses')
        .selectAll()
        .where('address_id', '=', addressId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),

    async updateOwned(
      addressId: string,
      customerId: string,
      changes: Updateable<SavedAddressesTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('saved_addresses')
        .set(changes)
        .where('address_id', '=', addressId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteOwned(addressId: string, customerId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('saved_addresses')
        .where('address_id', '=', addressId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
