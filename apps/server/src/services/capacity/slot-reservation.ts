import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { slotBookingsRepository } from '../../db/repositories/slot-bookings.repository';

export interface SlotReservation {
  restaurantNumber: number;
  /** Slot start, UTC epoch ms. */
  slotStartUtc: number;
  headcount: number;
}

/**
 * Books one order of `headcount` people into a slot when the restaurant's limits allow.
 * Call it inside the submit transaction: the row is created if absent, then incremented by one
 * conditional UPDATE, so concurrent servers over one PostgreSQL can never overbook a slot.
 */
export async function reserveSlot(
  trx: Kysely<Database>,
  reservation: SlotReservation,
): Promise<boolean> {
  const bookings = slotBookingsRepository(trx);
  await bookings.ensure(reservation);
  return bookings.incrementWithinLimits(reservation, reservation.headcount);
}

/** Gives back a reservation (a cancelled or moved order); false when there was nothing to release. */
export async function releaseSlot(
  trx: Kysely<Database>,
  reservation: SlotReservation,
): Promise<boolean> {
  return slotBookingsRepository(trx).decrement(reservation, reservation.headcount);
}
