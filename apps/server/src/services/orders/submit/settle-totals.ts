import type { Kysely } from 'kysely';
import type { Database, RestaurantsTable } from '../../../db/schema';
import type { OrderItemRow } from '../../../db/repositories/order-items.repository';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { promotionError } from '../order-errors';
import { settle } from '../order-settlement';

/** The totals computed and saved; a promotion that no longer applies refuses the submit. */
export async function settleTotals(
  trx: Kysely<Database>,
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: RestaurantsTable,
  now: number,
): Promise<OrderRow> {
  const settled = await settle(trx, order, [...items], restaurant, now);
  if (settled.exception) throw promotionError(settled.exception);
  return settled.order;
}
