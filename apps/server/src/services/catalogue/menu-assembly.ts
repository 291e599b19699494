import { FOOD_GROUPS, type FoodGroup } from '../../db/seed/menu.data';
import { centsToDollars } from './money';
import type { MenuIndex } from './menu-index';

export interface MenuOptionDto {
  id: string;
  name: string;
  imageUrl: string;
  isVegan: boolean;
  isVegetarian: boolean;
  isDairyFree: boolean;
  foodGroup: string;
  assortment: number;
  price: number;
  priceCents: number;
}

interface ItemConfigJson {
  min: number;
  max: number;
  increment: number;
  serves: number;
}

const FORMAT_DISPLAY_NAME: Record<string, string> = {
  buildyourown: '{displayName} for {n}',
  burritosbythebox: '{n} Burritos by the Box',
  chipsandsalsa: '{n}X Chips & Salsa',
};

/** Option lists of one item at one tier, per food group. */
function optionLists(
  index: MenuIndex,
  itemId: string,
  tier: number,
): Record<FoodGroup, MenuOptionDto[]> {
  const lists = Object.fromEntries(
    FOOD_GROUPS.map((group) => [group, [] as MenuOptionDto[]]),
  ) as Record<FoodGroup, MenuOptionDto[]>;
  for (const link of index.optionsByItem.get(itemId) ?? []) {
    const option = index.optionsById.get(link.option_id);
    const list = lists[link.food_group as FoodGroup];
    if (!option || !list) continue;
    const priceCents = index.optionPriceCents(itemId, option.id, tier);
    list.push({
      id: option.id,
      name: option.name,
      imageUrl: option.image_url,
      isVegan: option.is_vegan === 1,
      isVegetarian: option.is_vegetarian === 1,
      isDairyFree: option.is_dairy_free === 1,
      foodGroup: link.food_group,
      assortment: link.assortment,
      price: centsToDollars(priceCents),
      priceCents,
    });
  }
  return lists;
}

/** One menu item on the wire (ORD-MENU-1); `tiers` gives the min/max range. */
export function assembleMenuItem(
  index: MenuIndex,
  itemId: string,
  tier: number,
  tiers: readonly number[],
) {
  const item = index.itemsById.get(itemId);
  if (!item) return undefined;
  const lists = optionLists(index, itemId, tier);
  const allItems = FOOD_GROUPS.flatMap((group) => lists[group]);
  const fromSubItems = item.is_amount_from_sub_items === 1;
  const unitPrices = tiers.flatMap((t) =>
    fromSubItems
      ? allItems.map((o) => index.optionPriceCents(itemId, o.id, t))
      : [index.unitPriceCents(itemId, t) ?? 0],
  );
  const priceCents = fromSubItems
    ? Math.min(...allItems.map((o) => o.priceCents))
    : (index.unitPriceCents(itemId, tier) ?? 0);
  const minPriceCents = Math.min(...unitPrices);
  const maxPriceCents = Math.max(...unitPrices);
  const config = JSON.parse(item.config_json) as Record<string, number | string[]>;
  const readOnly = (key: string) =>
    ((config[key] as string[] | undefined) ?? []).map((name) => ({ name }));
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    displayName: item.display_name,
    tagline: item.tagline,
    formatDisplayName: (FORMAT_DISPLAY_NAME[item.kind] ?? '{displayName}').replace(
      '{displayName}',
      item.display_name,
    ),
    formatServesText: item.kind === 'chipsandsalsa' ? `Serves ${item.serves_text}` : 'Serves {n}',
    description: item.description,
    shortDescription: item.short_description,
    priceUnit: item.price_unit,
    price: centsToDollars(priceCents),
    priceCents,
    minPrice: centsToDollars(minPriceCents),
    minPriceCents,
    maxPrice: centsToDollars(maxPriceCents),
    maxPriceCents,
    config: {
      ...config,
      fillings: readOnly('fillings'),
      sides: readOnly('sides'),
      salsas: readOnly('salsas'),
    },
    itemConfig: JSON.parse(item.item_config_json) as ItemConfigJson,
    isAmountFromSubItems: fromSubItems,
    allItems,
    ...lists,
  };
}

export type MenuItemDto = NonNullable<ReturnType<typeof assembleMenuItem>>;

/** A whole menu: a restaurant's (its tier only) or the generic one (lowest tier, range over all tiers). */
export function assembleMenu(
  index: MenuIndex,
  restaurant: { restaurantNumber: number; priceTier: number } | null,
) {
  const tier = restaurant?.priceTier ?? index.tiers[0] ?? 1;
  const range = restaurant ? [tier] : index.tiers;
  const menuItems = index.items
    .map((item) => assembleMenuItem(index, item.id, tier, range))
    .filter((item) => item !== undefined);
  return { restaurantNumber: restaurant?.restaurantNumber ?? null, priceTier: tier, menuItems };
}

export type MenuDto = ReturnType<typeof assembleMenu>;
