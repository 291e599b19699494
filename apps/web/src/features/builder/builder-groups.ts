import {
  type BuilderKind,
  dollarsToCents,
  type FoodGroupKey,
  foodGroupsFor,
  groupCounterText,
  groupHeaderText,
  groupPipCount,
  isGroupValid,
} from '@catering/domain';
import type { MenuItem, MenuOption } from '../../api/menu';
import { type BuilderState, groupTotal, optionCount } from './builder-state';
import { tallyGroupError } from './tally-text';

/** The titles of the food groups as the builder and its tally show them. */
export const GROUP_TITLES: Record<FoodGroupKey, string> = {
  bases: 'Bases',
  proteins: 'Proteins',
  toppings: 'Toppings/Veggie',
  premiumToppings: 'Premium Topping',
  salsas: 'Salsas',
  tortillas: 'Tortilla',
};

/** Everything the screen shows about one food group at the current choices. */
export interface FoodGroupView {
  key: FoodGroupKey;
  title: string;
  /** "Choose 3 toppings" or "Choose 1 protein per burrito". */
  header: string;
  max: number;
  perItem: boolean;
  count: number;
  complete: boolean;
  /** "Select 2 more toppings" while short. */
  error?: string;
  /** "4 of 20" when per item or above five. */
  counter?: string;
  pips: number;
  options: readonly MenuOption[];
  selected: readonly { option: MenuOption; count: number }[];
}

/** The food groups of a builder, in order, described at the current choices. */
export function describeFoodGroups(
  kind: BuilderKind,
  item: MenuItem,
  state: BuilderState,
): FoodGroupView[] {
  return foodGroupsFor(kind, item.config, state.headcount)
    .filter(({ key }) => item[key].length > 0)
    .map(({ key, max, perItem }) => {
      const count = groupTotal(state, key);
      const options = item[key];
      return {
        key,
        title: GROUP_TITLES[key],
        header: groupHeaderText(key, max, perItem),
        max,
        perItem,
        count,
        complete: isGroupValid({ count, max }),
        error: tallyGroupError({ key, count, max }),
        counter: groupCounterText(count, max, perItem),
        pips: groupPipCount(max),
        options,
        selected: options
          .map((option) => ({ option, count: optionCount(state, key, option.id) }))
          .filter((entry) => entry.count > 0),
      };
    });
}

/**
 * Unit price in cents: the item's price, or for items priced from their sub-items the chosen
 * options' prices (the item's lowest price until something is chosen).
 */
export function unitPriceCents(item: MenuItem, groups: readonly FoodGroupView[]): number {
  const fromOptions = groups.flatMap((group) => group.selected);
  if (!item.isAmountFromSubItems || fromOptions.length === 0) return dollarsToCents(item.price);
  return fromOptions.reduce(
    (sum, { option, count }) => sum + count * dollarsToCents(option.price),
    0,
  );
}

/** "Order Total" in cents: headcount times the unit price. */
export function orderTotalCents(
  item: MenuItem,
  state: BuilderState,
  groups: readonly FoodGroupView[],
): number {
  return state.headcount * unitPriceCents(item, groups);
}

/** Replaces "{n}" in a menu text with a number. */
export function fillCount(template: string, n: number): string {
  return template.replaceAll('{n}', String(n));
}
