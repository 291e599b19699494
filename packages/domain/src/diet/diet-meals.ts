import type { FoodGroupKey } from '../builder/food-groups';
import type { BuilderKind } from '../menu/menu-item-ids';
import { assignBurritos } from './burrito-assignment';
import { type DietGroupCounts, type DietMenuItem, chosenTotal, dietGroupsOf } from './diet-menu';
import { canEat, type DietSplit, SPECIAL_DIETS, type SpecialDiet } from './diet-split';

/** How one diet of the split fares with the current choices. */
export interface DietMeal {
  diet: SpecialDiet;
  people: number;
  /** How many of them have a complete meal they can eat (BLD-DIET-3). */
  fed: number;
  /** Meal groups where a choice is made but nothing suits this diet: the warning (BLD-DIET-5). */
  short: FoodGroupKey[];
}

/** Who the current choices feed, per diet of the split with anyone in it. */
export function evaluateDietMeals(
  kind: BuilderKind,
  item: DietMenuItem,
  headcount: number,
  split: DietSplit,
  counts: DietGroupCounts,
): DietMeal[] {
  const meals = dietGroupsOf(kind, item, headcount).filter((group) => group.meal);
  const counted = meals.find((group) => group.perItem);
  const diets = SPECIAL_DIETS.filter((diet) => split[diet] > 0);
  if (counted) {
    const burritos = counted.options.map((option) => ({
      option,
      count: counts[counted.key]?.[option.id] ?? 0,
    }));
    const fed = assignBurritos(burritos, split);
    const anyChosen = chosenTotal(counts, counted.key) > 0;
    return diets.map((diet) => ({
      diet,
      people: split[diet],
      fed: fed[diet],
      short: anyChosen && fed[diet] < split[diet] ? [counted.key] : [],
    }));
  }
  return diets.map((diet) => {
    const suits = meals.map((group) => ({
      key: group.key,
      chosen: chosenTotal(counts, group.key) > 0,
      suits: group.options.some(
        (option) => (counts[group.key]?.[option.id] ?? 0) > 0 && canEat(diet, option),
      ),
    }));
    return {
      diet,
      people: split[diet],
      fed: suits.every((group) => group.suits) ? split[diet] : 0,
      short: suits.filter((group) => group.chosen && !group.suits).map((group) => group.key),
    };
  });
}
