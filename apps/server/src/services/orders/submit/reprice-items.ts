import type { Kysely } from 'kysely';
import type { Database, RestaurantsTable } from '../../../db/schema';
import {
  orderItemsRepository,
  type OrderItemRow,
} from '../../../db/repositories/order-items.repository';
import { currentMenu, type OrderDeps } from '../order-context';
import { repriceRow } from '../order-item-rows';

/** Every item priced again from the menu as of this transaction; a changed price is saved. */
export async function repriceItems(
  deps: OrderDeps,
  trx: Kysely<Database>,
  restaurant: RestaurantsTable,
  items: readonly OrderItemRow[],
): Promise<OrderItemRow[]> {
  const index = await currentMenu(deps, trx);
  const itemsRepo = orderItemsRepository(trx);
  const repriced: OrderItemRow[] = [];
  for (const item of items) {
    const row = repriceRow(index, restaurant.price_tier, item);
    if (
      row.sub_total_cents !== item.sub_total_cents ||
      row.unit_price_cents !== item.unit_price_cents ||
      row.sub_items_json !== item.sub_items_json
    ) {
      await itemsRepo.updatePrices(row);
    }
    repriced.push(row);
  }
  return repriced;
}
