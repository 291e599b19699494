import { type FoodGroupKey, FOOD_GROUPS, groupName } from './food-groups';

const PIP_LIMIT = 5;

/** Header "Choose {max} {group name}" (plural above 1), or "Choose 1 {group} per burrito" when per item. */
export function groupHeaderText(group: FoodGroupKey, max: number, perItem: boolean): string {
  if (perItem) return `Choose 1 ${FOOD_GROUPS[group].name} per burrito`;
  return `Choose ${max} ${groupName(group, max)}`;
}

/** Counter "n of max" when the group is per item or its maximum is above 5, else undefined. */
export function groupCounterText(count: number, max: number, perItem: boolean): string | undefined {
  return perItem || max > PIP_LIMIT ? `${count} of ${max}` : undefined;
}

/** Pips shown for the group: one per unit, or a single pip when the maximum is above 5. */
export function groupPipCount(max: number): number {
  return max > PIP_LIMIT ? 1 : max;
}
