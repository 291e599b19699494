import { expect, test } from 'vitest';
import { canEat, DIET_COUNT_MESSAGE, dietGroups, dietSplitFits, readDietSplit } from './diet-split';
import { dietSplitSchema } from '../wire/diet-split.wire';

const typed = (vegetarian: string, vegan: string, dairyFree = '') => ({
  vegetarian,
  vegan,
  dairyFree,
});

test('reads an empty field as nobody (BLD-DIET-2)', () => {
  expect(readDietSplit(typed('12', ''), 20)).toEqual({
    split: { vegetarian: 12, vegan: 0, dairyFree: 0 },
  });
});

test('refuses anything but a whole number of 0 or more, field by field (BLD-DIET-2)', () => {
  expect(readDietSplit(typed('-1', '2.5', 'x'), 20).errors).toEqual({
    vegetarian: DIET_COUNT_MESSAGE,
    vegan: DIET_COUNT_MESSAGE,
    dairyFree: DIET_COUNT_MESSAGE,
  });
});

test('refuses diets that add up to more than the headcount, and accepts exactly the headcount (BLD-DIET-2)', () => {
  expect(readDietSplit(typed('12', '6', '3'), 20).errors).toEqual({
    total: 'That makes 21 guests, more than the 20 people this order feeds.',
  });
  expect(readDietSplit(typed('12', '6', '2'), 20).split).toEqual({
    vegetarian: 12,
    vegan: 6,
    dairyFree: 2,
  });
});

test('counts everyone outside the split as eating anything, most restrictive diet first', () => {
  expect(dietGroups({ vegetarian: 12, vegan: 4, dairyFree: 0 }, 20)).toEqual([
    { diet: 'vegan', people: 4 },
    { diet: 'vegetarian', people: 12 },
    { diet: 'anything', people: 4 },
  ]);
});

test('lets vegetarians and dairy-free guests eat whatever is vegan, even when the menu says no more (BLD-DIET-1)', () => {
  const veganOnly = { isVegan: true, isVegetarian: false, isDairyFree: false };
  expect(canEat('vegetarian', veganOnly)).toBe(true);
  expect(canEat('dairyFree', veganOnly)).toBe(true);
  const cheese = { isVegan: false, isVegetarian: true, isDairyFree: false };
  expect([
    canEat('vegan', cheese),
    canEat('dairyFree', cheese),
    canEat('anything', cheese),
  ]).toEqual([false, false, true]);
});

test('a split on the wire is three whole numbers of 0 or more', () => {
  expect(dietSplitSchema.safeParse({ vegetarian: 1, vegan: 0, dairyFree: 2 }).success).toBe(true);
  expect(dietSplitSchema.safeParse({ vegetarian: -1, vegan: 0, dairyFree: 0 }).success).toBe(false);
  expect(dietSplitSchema.safeParse({ vegetarian: 1.5, vegan: 0, dairyFree: 0 }).success).toBe(
    false,
  );
});

test('a split fits a headcount its diets do not outnumber (BLD-DIET-7)', () => {
  expect(dietSplitFits({ vegetarian: 12, vegan: 4, dairyFree: 4 }, 20)).toBe(true);
  expect(dietSplitFits({ vegetarian: 12, vegan: 4, dairyFree: 5 }, 20)).toBe(false);
});
