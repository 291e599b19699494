import type { Kysely } from 'kysely';
import type { Database, RestaurantsTable } from '../../../db/schema';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { intakeInvalid } from '../order-errors';
import { checkIntake } from '../order-validation';

/** The intake must still hold at submit: restaurant open, slot inside the window, not past, room for the headcount. */
export async function recheckIntake(
  trx: Kysely<Database>,
  draft: OrderRow,
  rules: { now: number; windowDays: number; headcount: number },
): Promise<{ restaurant: RestaurantsTable; slotStartUtc: number }> {
  const intake = {
    orderType: draft.order_type,
    restaurantNumber: draft.restaurant_number,
    date: draft.local_date,
    time: draft.local_time,
  };
  const check = await checkIntake(trx, intake, rules);
  if (check.errors.length > 0 || !check.restaurant || check.slotStartUtc === undefined)
    throw intakeInvalid(check.errors);
  return { restaurant: check.restaurant, slotStartUtc: check.slotStartUtc };
}
