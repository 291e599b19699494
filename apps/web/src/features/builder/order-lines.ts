import { type AddOrderItemBody, FOOD_GROUP_KEYS, type OrderItem } from '@catering/domain';
import type { MenuItem } from '../../api/menu';
import type { BuilderState, GroupCounts } from './builder-state';

// For items priced from their sub-items (chips and salsa) a sub-item's quantity is the number of
// units it fills, so the service can price each line as quantity x price; other items send the
// chosen count of each option. The group always goes along: fajita veggies are protein or topping.
function unitsPerChoice(item: MenuItem, headcount: number): number {
  return item.isAmountFromSubItems ? headcount : 1;
}

/** The request body of POST/PUT /order/{id}/item for the current choices. */
export function orderItemBody(item: MenuItem, state: BuilderState): AddOrderItemBody {
  const units = unitsPerChoice(item, state.headcount);
  const subItems = FOOD_GROUP_KEYS.flatMap((group) =>
    Object.entries(state.counts[group] ?? {})
      .filter(([, count]) => count > 0)
      .map(([menuId, count]) => ({ menuId, quantity: count * units, foodGroup: group })),
  );
  return { menuId: item.id, quantity: state.headcount, subItems };
}

/** The builder's starting choices for an item already in the order (editing). */
export function stateFromOrderItem(item: MenuItem, orderItem: OrderItem): BuilderState {
  const headcount = orderItem.quantity;
  const units = unitsPerChoice(item, headcount);
  const counts: Record<string, Record<string, number>> = {};
  for (const sub of orderItem.subItems) {
    const group = (counts[sub.foodGroup] ??= {});
    group[sub.menuId] = (group[sub.menuId] ?? 0) + Math.round(sub.quantity / Math.max(1, units));
  }
  return { headcount, counts: counts as GroupCounts };
}

/** A fresh builder: the minimum headcount and nothing chosen. */
export function emptyState(item: MenuItem): BuilderState {
  return { headcount: item.itemConfig.min, counts: {} };
}
