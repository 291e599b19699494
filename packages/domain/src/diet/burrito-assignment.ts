import { canEat, type DietFlags, type SpecialDiet } from './diet-split';

/**
 * How many people of each diet get a burrito they can eat, one burrito each, the most
 * restrictive diet served first. Vegans eat only vegan burritos; what they leave, vegetarians and
 * dairy-free guests share after taking the burritos only they (or anyone) can eat.
 */
export function assignBurritos(
  burritos: readonly { option: DietFlags; count: number }[],
  people: Record<SpecialDiet, number>,
): Record<SpecialDiet, number> {
  let shared = 0;
  let veganOnly = 0;
  let vegetarianOnly = 0;
  let dairyFreeOnly = 0;
  for (const { option, count } of burritos) {
    const vegetarian = canEat('vegetarian', option);
    const dairyFree = canEat('dairyFree', option);
    if (canEat('vegan', option)) veganOnly += count;
    else if (vegetarian && dairyFree) shared += count;
    else if (vegetarian) vegetarianOnly += count;
    else if (dairyFree) dairyFreeOnly += count;
  }
  const vegan = Math.min(people.vegan, veganOnly);
  // Vegan burritos the vegans leave are as good as shared ones to the other two diets.
  let pool = shared + veganOnly - vegan;
  const vegetarianFromPool = Math.min(pool, Math.max(0, people.vegetarian - vegetarianOnly));
  pool -= vegetarianFromPool;
  const dairyFreeFromPool = Math.min(pool, Math.max(0, people.dairyFree - dairyFreeOnly));
  return {
    vegan,
    vegetarian: Math.min(people.vegetarian, vegetarianOnly) + vegetarianFromPool,
    dairyFree: Math.min(people.dairyFree, dairyFreeOnly) + dairyFreeFromPool,
  };
}
