import type { Order } from '@catering/domain';
import type { RestaurantMenu } from '../../../api/menu';

type OrderItem = Order['orderDetail']['orderItems'][number];

/**
 * The items of a completed order that today's menu no longer sells at a price (AFT-REORDER-1),
 * by the name the bag showed, each once.
 */
export function itemsNotOnMenu(
  items: readonly Pick<OrderItem, 'menuId' | 'name' | 'displayName'>[],
  menu: Pick<RestaurantMenu, 'menuItems'>,
): string[] {
  const sold = new Set(menu.menuItems.filter((item) => item.price > 0).map((item) => item.id));
  const missing = items
    .filter((item) => !sold.has(item.menuId))
    .map((item) => item.displayName || item.name);
  return [...new Set(missing)];
}

/** The query that brings the customer back to reorder once an order has been set up. */
export const REORDER_PARAM = 'reorder';

/** Where the intake returns to after setting up an order for this reorder. */
export function reorderReturnPath(reorderId: string): string {
  return `/account/orderhistory?${REORDER_PARAM}=${encodeURIComponent(reorderId)}`;
}
