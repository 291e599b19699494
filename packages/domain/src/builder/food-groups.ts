import type { BuilderKind } from '../menu/menu-item-ids';

/** The food groups of a builder, as named on the menu item. */
export const FOOD_GROUP_KEYS = [
  'bases',
  'proteins',
  'toppings',
  'premiumToppings',
  'salsas',
  'tortillas',
] as const;
/** A food group key. */
export type FoodGroupKey = (typeof FOOD_GROUP_KEYS)[number];

/** Group counts of a menu item's config. */
export interface FoodGroupConfig {
  baseCount?: number;
  proteinCount?: number;
  toppingCount?: number;
  premiumToppingCount?: number;
  salsaCount?: number;
  tortillaCount?: number;
}

/** Config key and singular display name of each group. */
export const FOOD_GROUPS: Record<FoodGroupKey, { configKey: keyof FoodGroupConfig; name: string }> =
  {
    bases: { configKey: 'baseCount', name: 'base' },
    proteins: { configKey: 'proteinCount', name: 'protein' },
    toppings: { configKey: 'toppingCount', name: 'topping' },
    premiumToppings: { configKey: 'premiumToppingCount', name: 'premium topping' },
    salsas: { configKey: 'salsaCount', name: 'salsa' },
    tortillas: { configKey: 'tortillaCount', name: 'tortilla' },
  };

// Burritos by the box: one protein per burrito, so the protein group is counted per item.
const PER_ITEM_GROUPS: Record<BuilderKind, readonly FoodGroupKey[]> = {
  buildyourown: [],
  burritosbythebox: ['proteins'],
  chipsandsalsa: [],
};

/** True when the group is counted per burrito, so its maximum is the headcount. */
export function isPerItemGroup(kind: BuilderKind, group: FoodGroupKey): boolean {
  return PER_ITEM_GROUPS[kind].includes(group);
}

/** The group's maximum: the headcount when per item, else the count from the menu item's config. */
export function groupMaximum(
  config: FoodGroupConfig,
  group: FoodGroupKey,
  perItem: boolean,
  headcount: number,
): number {
  return perItem ? headcount : (config[FOOD_GROUPS[group].configKey] ?? 0);
}

/** The groups a builder shows, in order, with their maximum and whether they are per item. */
export function foodGroupsFor(
  kind: BuilderKind,
  config: FoodGroupConfig,
  headcount: number,
): { key: FoodGroupKey; max: number; perItem: boolean }[] {
  return FOOD_GROUP_KEYS.map((key) => {
    const perItem = isPerItemGroup(kind, key);
    return { key, perItem, max: groupMaximum(config, key, perItem, headcount) };
  }).filter((group) => group.perItem || group.max > 0);
}

/** The group's display name, with a plural s when the count is above 1. */
export function groupName(group: FoodGroupKey, count: number): string {
  const name = FOOD_GROUPS[group].name;
  return count > 1 ? `${name}s` : name;
}
