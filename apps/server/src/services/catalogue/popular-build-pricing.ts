import type { FoodGroup } from '../../db/seed/menu.data';
import type { DemoPopularBuild } from '../../db/seed/other.data';
import { centsToDollars } from './money';
import type { MenuIndex } from './menu-index';

type BuildItem = DemoPopularBuild['menuItems'][number];

function itemIsOrderable(index: MenuIndex, entry: BuildItem): boolean {
  const item = index.itemsById.get(entry.menuItemId);
  if (!item) return false;
  const { min, max } = JSON.parse(item.item_config_json) as { min: number; max: number };
  if (entry.headcount < min || entry.headcount > max) return false;
  const offered = index.optionsByItem.get(item.id) ?? [];
  return Object.entries(entry.selections).every(([group, picks]) =>
    (picks ?? []).every((pick) =>
      offered.some((o) => o.option_id === pick.id && o.food_group === group),
    ),
  );
}

/** Price in cents of one build line: headcount x unit price, or the sum of its priced sub-items. */
export function priceBuildItemCents(index: MenuIndex, entry: BuildItem, tier: number): number {
  const item = index.itemsById.get(entry.menuItemId);
  if (!item) return 0;
  if (item.is_amount_from_sub_items === 1) {
    return Object.values(entry.selections)
      .flat()
      .reduce(
        (sum, pick) =>
          sum + (pick ? pick.quantity * index.optionPriceCents(item.id, pick.id, tier) : 0),
        0,
      );
  }
  return entry.headcount * (index.unitPriceCents(item.id, tier) ?? 0);
}

/** A popular build on the wire, with its price at a tier and whether it can be ordered now. */
export function pricePopularBuild(index: MenuIndex, build: DemoPopularBuild, tier: number) {
  const menuItems = build.menuItems.map((entry) => {
    const priceCents = priceBuildItemCents(index, entry, tier);
    const selections = Object.fromEntries(
      Object.entries(entry.selections).map(([group, picks]) => [
        group as FoodGroup,
        (picks ?? []).map((pick) => ({
          ...pick,
          name: index.optionsById.get(pick.id)?.name ?? pick.id,
        })),
      ]),
    );
    return {
      menuItemId: entry.menuItemId,
      name: index.itemsById.get(entry.menuItemId)?.name ?? entry.menuItemId,
      headcount: entry.headcount,
      selections,
      price: centsToDollars(priceCents),
      priceCents,
    };
  });
  const priceCents = menuItems.reduce((sum, item) => sum + item.priceCents, 0);
  return {
    id: build.id,
    active: build.active,
    name: build.name,
    description: build.description,
    menuItems,
    price: centsToDollars(priceCents),
    priceCents,
    isAvailable: build.active && build.menuItems.every((entry) => itemIsOrderable(index, entry)),
  };
}

export type PopularBuildDto = ReturnType<typeof pricePopularBuild>;
