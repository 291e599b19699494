import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { byKeys, preparedQuery } from '../prepared-query';

export interface SlotKey {
  restaurantNumber: number;
  slotStartUtc: number;
}

type SlotArgs = { restaurantNumber: number; slotStartUtc: number };

// One restaurant's bookings, what every order's intake check asks (a list of several is built
// each time: a prepared query has a fixed number of parameters).
const bookingsOfOne = preparedQuery(
  (db, args: { restaurantNumber: number; fromUtc: number; toUtc: number }) =>
    db
      .selectFrom('slot_bookings')
      .selectAll()
      .where('restaurant_number', '=', args.restaurantNumber)
      .where('slot_start_utc', '>=', args.fromUtc)
      .where('slot_start_utc', '<', args.toUtc),
);
const ensureSlot = preparedQuery((db, args: SlotArgs) =>
  db
    .insertInto('slot_bookings')
    .values({
      restaurant_number: args.restaurantNumber,
      slot_start_utc: args.slotStartUtc,
      orders_count: 0,
      headcount: 0,
    })
    .onConflict((oc) => oc.columns(['restaurant_number', 'slot_start_utc']).doNothing()),
);
const bookWithinLimits = preparedQuery((db, args: SlotArgs & { headcount: number }) => {
  const limits = db
    .selectFrom('restaurants')
    .where('restaurant_number', '=', args.restaurantNumber);
  return db
    .updateTable('slot_bookings')
    .set({ orders_count: sql`orders_count + 1`, headcount: sql`headcount + ${args.headcount}` })
    .where('restaurant_number', '=', args.restaurantNumber)
    .where('slot_start_utc', '=', args.slotStartUtc)
    .where('orders_count', '<', limits.select('slot_order_limit'))
    .where(sql<number>`headcount + ${args.headcount}`, '<=', limits.select('slot_headcount_limit'));
});
const giveBack = preparedQuery((db, args: SlotArgs & { headcount: number }) =>
  db
    .updateTable('slot_bookings')
    .set({ orders_count: sql`orders_count - 1`, headcount: sql`headcount - ${args.headcount}` })
    .where('restaurant_number', '=', args.restaurantNumber)
    .where('slot_start_utc', '=', args.slotStartUtc)
    .where('orders_count', '>', 0)
    .where('headcount', '>=', args.headcount),
);

/** Orders and headcount booked per restaurant and slot; updated only by conditional statements. */
export function slotBookingsRepository(db: Kysely<Database>) {
  return {
    between: (restaurantNumbers: readonly number[], fromUtc: number, toUtc: number) =>
      byKeys(
        restaurantNumbers,
        (restaurantNumber) => bookingsOfOne.rows(db, { restaurantNumber, fromUtc, toUtc }),
        (numbers) =>
          db
            .selectFrom('slot_bookings')
            .selectAll()
            .where('restaurant_number', 'in', numbers)
            .where('slot_start_utc', '>=', fromUtc)
            .where('slot_start_utc', '<', toUtc)
            .execute(),
      ),

    /** Creates the empty row of a slot unless it exists (both engines accept ON CONFLICT DO NOTHING). */
    ensure: ({ restaurantNumber, slotStartUtc }: SlotKey) =>
      ensureSlot.changed(db, { restaurantNumber, slotStartUtc }),

    /** Adds one order of `headcount` people only while the restaurant's limits allow; true when added. */
    async incrementWithinLimits(
      { restaurantNumber, slotStartUtc }: SlotKey,
      headcount: number,
    ): Promise<boolean> {
      return (
        (await bookWithinLimits.changed(db, { restaurantNumber, slotStartUtc, headcount })) === 1
      );
    },

    /** Gives back one order of `headcount` people; never below zero. */
    async decrement(
      { restaurantNumber, slotStartUtc }: SlotKey,
      headcount: number,
    ): Promise<boolean> {
      return (await giveBack.changed(db, { restaurantNumber, slotStartUtc, headcount })) === 1;
    },
  };
}
