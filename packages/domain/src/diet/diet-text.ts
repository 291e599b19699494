import { FOOD_GROUPS } from '../builder/food-groups';
import type { DietMeal } from './diet-meals';
import type { DietSplit, SpecialDiet } from './diet-split';

const NOUNS: Record<SpecialDiet, [one: string, many: string]> = {
  vegetarian: ['vegetarian', 'vegetarians'],
  vegan: ['vegan', 'vegans'],
  dairyFree: ['dairy-free guest', 'dairy-free guests'],
};
const ADJECTIVES: Record<SpecialDiet, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  dairyFree: 'dairy-free',
};
// The tally names the diets in the order people say them: "12 vegetarians, 4 vegans".
const TALLY_ORDER: readonly SpecialDiet[] = ['vegetarian', 'vegan', 'dairyFree'];

/** "4 vegans", "1 dairy-free guest". */
export function dietPeopleText(diet: SpecialDiet, people: number): string {
  return `${people} ${NOUNS[diet][people === 1 ? 0 : 1]}`;
}

/** "12 vegetarians, 4 vegans" for a split, or undefined when nobody has a special diet. */
export function dietSplitText(split: DietSplit): string | undefined {
  const parts = TALLY_ORDER.filter((diet) => split[diet] > 0).map((diet) =>
    dietPeopleText(diet, split[diet]),
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The tally line "Feeds 12 vegetarians, 4 vegans" ("2 of 4 vegans" when not all are fed) (BLD-DIET-6). */
export function dietTallyText(meals: readonly DietMeal[]): string | undefined {
  const parts = TALLY_ORDER.flatMap((diet) => meals.filter((meal) => meal.diet === diet)).map(
    ({ diet, people, fed }) =>
      fed === people ? dietPeopleText(diet, people) : `${fed} of ${dietPeopleText(diet, people)}`,
  );
  return parts.length > 0 ? `Feeds ${parts.join(', ')}` : undefined;
}

/** The warning for a diet left without a meal by the choices made, or undefined (BLD-DIET-5). */
export function dietWarningText(meal: DietMeal, perBurrito: boolean): string | undefined {
  if (meal.short.length === 0) return undefined;
  const adjective = ADJECTIVES[meal.diet];
  if (perBurrito) {
    const missing = meal.people - meal.fed;
    const who = `${missing} of the ${dietPeopleText(meal.diet, meal.people)}`;
    return `${who} ${missing === 1 ? 'has' : 'have'} no burrito they can eat: choose ${missing} more ${adjective} ${missing === 1 ? 'protein' : 'proteins'}.`;
  }
  const groups = meal.short.map((key) => FOOD_GROUPS[key].name).join(' or ');
  const who =
    meal.people === 1
      ? `The ${NOUNS[meal.diet][0]} has`
      : `The ${dietPeopleText(meal.diet, meal.people)} have`;
  const choose = meal.short.length === 1 ? `a ${adjective} one` : `${adjective} ones`;
  return `${who} no ${groups} they can eat: choose ${choose}.`;
}
