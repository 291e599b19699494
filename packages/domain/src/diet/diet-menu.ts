import { type FoodGroupConfig, type FoodGroupKey, foodGroupsFor } from '../builder/food-groups';
import type { BuilderKind } from '../menu/menu-item-ids';
import type { DietFlags } from './diet-split';

/** An option as the planner needs it: its flags and its "choose for me" proportion. */
export interface DietOption extends DietFlags {
  id: string;
  assortment: number;
}

/** A menu item's config and its options per food group. */
export type DietMenuItem = { config: FoodGroupConfig } & Record<
  FoodGroupKey,
  readonly DietOption[]
>;

/** Chosen count of each option, per food group. */
export type DietGroupCounts = Partial<Record<FoodGroupKey, Readonly<Record<string, number>>>>;

/** A food group of the item as the planner sees it. */
export interface DietGroup {
  key: FoodGroupKey;
  max: number;
  perItem: boolean;
  /** True when the group decides whether a meal is complete (BLD-DIET-3). */
  meal: boolean;
  options: readonly DietOption[];
}

// Without a group counted per burrito, a meal is a base, a protein and a topping one can eat.
const MEAL_GROUPS: readonly FoodGroupKey[] = ['bases', 'proteins', 'toppings'];

/** The item's groups with options, each marked as a meal group or an extra. */
export function dietGroupsOf(
  kind: BuilderKind,
  item: DietMenuItem,
  headcount: number,
): DietGroup[] {
  const groups = foodGroupsFor(kind, item.config, headcount).filter(
    (group) => item[group.key].length > 0 && group.max > 0,
  );
  const counted = groups.some((group) => group.perItem);
  return groups.map((group) => ({
    ...group,
    meal: counted ? group.perItem : MEAL_GROUPS.includes(group.key),
    options: item[group.key],
  }));
}

/** The total chosen in one group. */
export function chosenTotal(counts: DietGroupCounts, key: FoodGroupKey): number {
  return Object.values(counts[key] ?? {}).reduce((sum, n) => sum + n, 0);
}
