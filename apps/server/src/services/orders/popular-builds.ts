import { findActivePopularBuild } from '../../db/repositories/catalogue.repository';
import {
  ERROR_CODES,
  chooseForMe,
  clampHeadcount,
  foodGroupsFor,
  builderKindFor,
  type FoodGroupKey,
  type Order,
} from '@catering/domain';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import type { DemoPopularBuildItem } from '../../db/seed/other.data';
import { AppError } from '../../http/app-error';
import type { MenuIndex } from '../catalogue/menu-index';
import { cachedMenu, changeOpenOrder, type Actor, type OrderDeps } from './order-context';
import { itemInvalid } from './order-errors';
import type { ItemChoice } from './item-pricing';
import { nextPosition, priceOrThrow, toItemRow } from './order-item-rows';

/**
 * A build line for `headcount` people: the first line takes the headcount, the others scale with
 * it; groups counted per unit (burritos' proteins, chips' dips) keep their proportions.
 */
export function scaleBuildLine(
  index: MenuIndex,
  line: DemoPopularBuildItem,
  factor: number,
  isFirst: boolean,
  headcount: number,
): ItemChoice {
  const item = index.itemsById.get(line.menuItemId);
  if (!item) return { menuId: line.menuItemId, quantity: line.headcount, subItems: [] };
  const { headcount: itemConfig, groups: groupConfig } = index.configsOf(item);
  const quantity = isFirst
    ? headcount
    : clampHeadcount(Math.round(line.headcount * factor), itemConfig).value;
  const kind = builderKindFor(item.id) ?? 'buildyourown';
  const groups = foodGroupsFor(kind, groupConfig, quantity);
  const subItems = Object.entries(line.selections).flatMap(([group, picks]) => {
    const list = picks ?? [];
    const spec = groups.find((g) => g.key === group);
    const scaled = spec?.perItem || item.is_amount_from_sub_items === 1;
    const total = spec ? (spec.perItem ? spec.max : spec.max * quantity) : 0;
    const counts = scaled
      ? chooseForMe(
          total,
          list.map((pick) => pick.quantity),
        )
      : list.map((pick) => pick.quantity);
    return list.map((pick, i) => ({
      menuId: pick.id,
      quantity: counts[i] ?? 0,
      foodGroup: group as FoodGroupKey,
    }));
  });
  return { menuId: line.menuItemId, quantity, subItems };
}

/** POST /order/{id}/popularbuilds/{popularBuildId}: the curated build for `headcount` people. */
export async function addPopularBuild(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  buildId: string,
  headcount: number,
): Promise<Order> {
  const build = await findActivePopularBuild(deps.db, buildId);
  if (!build) throw new AppError(404, ERROR_CODES.notFound, 'This popular build is not available.');
  const lines = JSON.parse(build.menu_items_json) as DemoPopularBuildItem[];
  const first = lines[0];
  if (!first) throw new AppError(404, ERROR_CODES.notFound, 'This popular build is not available.');
  const index = await cachedMenu(deps);
  return changeOpenOrder(deps, actor, orderId, async ({ trx, order, items, restaurant, now }) => {
    const firstItem = index.itemsById.get(first.menuItemId);
    if (firstItem) {
      const clamped = clampHeadcount(headcount, index.configsOf(firstItem).headcount);
      if (clamped.value !== headcount)
        throw itemInvalid([
          { field: 'headcount', message: clamped.message ?? `Choose ${clamped.value}.` },
        ]);
    }
    let position = nextPosition(items);
    const rows = lines.map((line, i) => {
      const choice = scaleBuildLine(index, line, headcount / first.headcount, i === 0, headcount);
      const priced = priceOrThrow(index, restaurant.price_tier, choice);
      return toItemRow(priced, {
        orderId: order.id,
        position: position++,
        now,
        popularBuild: { id: build.id, name: build.name },
      });
    });
    await orderItemsRepository(trx).insert(rows);
    return { items: [...items, ...rows] };
  });
}
