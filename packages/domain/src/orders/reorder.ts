import { ORDER_STATUSES, type OrderStatus } from './order-values';

/** True for a completed (Closed) order whose every item is on the current menu with a price above 0. */
export function canReorder(
  status: OrderStatus,
  menuIds: readonly string[],
  currentPrices: ReadonlyMap<string, number>,
): boolean {
  if (status !== ORDER_STATUSES.closed || menuIds.length === 0) return false;
  return menuIds.every((id) => (currentPrices.get(id) ?? 0) > 0);
}
