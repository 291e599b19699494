import { expect, test } from 'vitest';
import { assignBurritos } from './burrito-assignment';

const VEGAN = { isVegan: true, isVegetarian: true, isDairyFree: true };
const VEGETARIAN = { isVegan: false, isVegetarian: true, isDairyFree: false };
const MEAT = { isVegan: false, isVegetarian: false, isDairyFree: true };
const BOTH = { isVegan: false, isVegetarian: true, isDairyFree: true };

test('gives each vegan a vegan burrito before anyone else takes one (BLD-DIET-3)', () => {
  const burritos = [
    { option: VEGAN, count: 4 },
    { option: MEAT, count: 16 },
  ];
  expect(assignBurritos(burritos, { vegan: 4, vegetarian: 2, dairyFree: 0 })).toEqual({
    vegan: 4,
    vegetarian: 0,
    dairyFree: 0,
  });
});

test('lets vegetarians and dairy-free guests take what only they can eat first, then share the rest', () => {
  const burritos = [
    { option: VEGAN, count: 2 },
    { option: VEGETARIAN, count: 3 },
    { option: MEAT, count: 5 },
    { option: BOTH, count: 1 },
  ];
  expect(assignBurritos(burritos, { vegan: 1, vegetarian: 5, dairyFree: 6 })).toEqual({
    vegan: 1,
    vegetarian: 5,
    dairyFree: 5,
  });
});

test('feeds nobody with a special diet when no burrito is chosen', () => {
  expect(assignBurritos([], { vegan: 1, vegetarian: 1, dairyFree: 1 })).toEqual({
    vegan: 0,
    vegetarian: 0,
    dairyFree: 0,
  });
});
