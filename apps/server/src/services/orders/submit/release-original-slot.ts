import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { releaseSlot } from '../../capacity/slot-reservation';

/** A re-submitted edit first gives back its original's slot, so the draft may book it again. */
export async function releaseOriginalSlot(
  trx: Kysely<Database>,
  original: OrderRow | null,
): Promise<void> {
  if (original?.booked_slot_start == null || original.booked_restaurant_number == null) return;
  await releaseSlot(trx, {
    restaurantNumber: original.booked_restaurant_number,
    slotStartUtc: original.booked_slot_start,
    headcount: original.booked_headcount ?? 0,
  });
}
