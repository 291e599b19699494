import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface SlotKey {
  restaurantNumber: number;
  slotStartUtc: number;
}

/** Orders and headcount booked per restaurant and slot; updated only by conditional statements. */
export function slotBookingsRepository(db: Kysely<Database>) {
  return {
    between: (restaurantNumbers: readonly number[], fromUtc: number, toUtc: number) =>
      restaurantNumbers.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('slot_bookings')
            .selectAll()
            .where('restaurant_number', 'in', [...restaurantNumbers])
            .where('slot_start_utc', '>=', fromUtc)
            .where('slot_start_utc', '<', toUtc)
            .execute(),

    /** Creates the empty row of a slot unless it exists (both engines accept ON CONFLICT DO NOTHING). */
    ensure: ({ restaurantNumber, slotStartUtc }: SlotKey) =>
      db
        .insertInto('slot_bookings')
        .values({
          restaurant_number: restaurantNumber,
          slot_start_utc: slotStartUtc,
          orders_count: 0,
          headcount: 0,
        })
        .onConflict((oc) => oc.columns(['restaurant_number', 'slot_start_utc']).doNothing())
        .execute(),

    /** Adds one order of `headcount` people only while the restaurant's limits allow; true when added. */
    async incrementWithinLimits(
      { restaurantNumber, slotStartUtc }: SlotKey,
      headcount: number,
    ): Promise<boolean> {
      const limits = db.selectFrom('restaurants').where('restaurant_number', '=', restaurantNumber);
      const result = await db
        .updateTable('slot_bookings')
        .set({ orders_count: sql`orders_count + 1`, headcount: sql`headcount + ${headcount}` })
        .where('restaurant_number', '=', restaurantNumber)
        .where('slot_start_utc', '=', slotStartUtc)
        .where('orders_count', '<', limits.select('slot_order_limit'))
        .where(sql<number>`headcount + ${headcount}`, '<=', limits.select('slot_headcount_limit'))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives back one order of `headcount` people; never below zero. */
    async decrement(
      { restaurantNumber, slotStartUtc }: SlotKey,
      headcount: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('slot_bookings')
        .set({ orders_count: sql`orders_count - 1`, headcount: sql`headcount - ${headcount}` })
        .where('restaurant_number', '=', restaurantNumber)
        .where('slot_start_utc', '=', slotStartUtc)
        .where('orders_count', '>', 0)
        .where('headcount', '>=', headcount)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
