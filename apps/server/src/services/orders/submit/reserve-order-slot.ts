import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { reserveSlot } from '../../capacity/slot-reservation';
import { intakeInvalid } from '../order-errors';

/** Books the slot for the headcount; a slot filled meanwhile refuses the submit on its time field. */
export async function reserveOrderSlot(
  trx: Kysely<Database>,
  order: OrderRow,
  booking: { slotStartUtc: number; headcount: number },
): Promise<void> {
  const reserved = await reserveSlot(trx, {
    restaurantNumber: order.restaurant_number,
    slotStartUtc: booking.slotStartUtc,
    headcount: booking.headcount,
  });
  if (!reserved)
    throw intakeInvalid([order.order_type === 'delivery' ? 'deliveryTime' : 'pickupTime']);
}
