import { chooseForMe } from '../builder/choose-for-me';
import type { DietOption } from './diet-menu';
import { canEat, type Diet, type SpecialDiet } from './diet-split';

// A cover never needs more than one option per special diet.
const LARGEST_COVER = 3;
// Lexicographic: feeding the vegans outweighs anything after them, and so on.
const WEIGHT: Record<Diet, number> = { vegan: 8, vegetarian: 4, dairyFree: 2, anything: 1 };

function* subsets<T>(items: readonly T[], size: number, start = 0): Generator<T[]> {
  if (size === 0) return yield [];
  for (let index = start; index <= items.length - size; index += 1) {
    for (const rest of subsets(items, size - 1, index + 1)) yield [items[index] as T, ...rest];
  }
}

const weightOf = (options: readonly DietOption[]) =>
  options.reduce((sum, option) => sum + Math.max(0, option.assortment), 0);

/**
 * Fills a group of `max` units so that each diet present has an option it can eat: the smallest
 * set of options that covers the most important diets (the most popular on a tie), then the
 * most popular other options, one unit each, then the units left in the menu's proportions.
 */
export function coverDiets(
  options: readonly DietOption[],
  max: number,
  diets: readonly Diet[],
): { counts: Record<string, number>; uncovered: SpecialDiet[] } {
  let best: { chosen: DietOption[]; score: number } = { chosen: [], score: -1 };
  const largest = Math.min(max, options.length, LARGEST_COVER);
  for (let size = 1; size <= largest; size += 1) {
    for (const chosen of subsets(options, size)) {
      const score = diets
        .filter((diet) => chosen.some((option) => canEat(diet, option)))
        .reduce((sum, diet) => sum + WEIGHT[diet], 0);
      const tie = score === best.score && chosen.length === best.chosen.length;
      if (score > best.score || (tie && weightOf(chosen) > weightOf(best.chosen)))
        best = { chosen, score };
    }
    // Smaller covers first: a larger one only when it feeds more.
    if (diets.every((diet) => best.chosen.some((option) => canEat(diet, option)))) break;
  }
  const others = options
    .filter((option) => !best.chosen.includes(option))
    .sort((a, b) => b.assortment - a.assortment);
  const chosen = [...best.chosen, ...others.slice(0, max - best.chosen.length)];
  const counts: Record<string, number> = {};
  chosen.forEach((option) => (counts[option.id] = 1));
  const extra = chooseForMe(
    max - chosen.length,
    chosen.map((option) => option.assortment),
  );
  chosen.forEach(
    (option, index) => (counts[option.id] = (counts[option.id] ?? 0) + (extra[index] ?? 0)),
  );
  const uncovered = diets.filter(
    (diet): diet is SpecialDiet =>
      diet !== 'anything' && !best.chosen.some((option) => canEat(diet, option)),
  );
  return { counts, uncovered };
}
