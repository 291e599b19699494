import { expect, test } from 'vitest';
import { dietSplitText, dietTallyText, dietWarningText } from './diet-text';

test('the tally names vegetarians before vegans, as people say it (BLD-DIET-6)', () => {
  expect(
    dietTallyText([
      { diet: 'vegan', people: 4, fed: 4, short: [] },
      { diet: 'vegetarian', people: 12, fed: 12, short: [] },
    ]),
  ).toBe('Feeds 12 vegetarians, 4 vegans');
});

test('the tally says how many of a diet are fed when not all are, in the singular for one', () => {
  expect(
    dietTallyText([
      { diet: 'vegan', people: 4, fed: 3, short: ['proteins'] },
      { diet: 'dairyFree', people: 1, fed: 1, short: [] },
    ]),
  ).toBe('Feeds 3 of 4 vegans, 1 dairy-free guest');
  expect(dietTallyText([])).toBeUndefined();
});

test('a box warning says how many burritos of which kind to choose (BLD-DIET-5)', () => {
  expect(dietWarningText({ diet: 'vegan', people: 4, fed: 3, short: ['proteins'] }, true)).toBe(
    '1 of the 4 vegans has no burrito they can eat: choose 1 more vegan protein.',
  );
  expect(dietWarningText({ diet: 'dairyFree', people: 4, fed: 0, short: ['proteins'] }, true)).toBe(
    '4 of the 4 dairy-free guests have no burrito they can eat: choose 4 more dairy-free proteins.',
  );
});

test('a build-your-own warning names the groups with nothing the diet can eat (BLD-DIET-5)', () => {
  expect(dietWarningText({ diet: 'vegan', people: 4, fed: 0, short: ['proteins'] }, false)).toBe(
    'The 4 vegans have no protein they can eat: choose a vegan one.',
  );
  expect(
    dietWarningText(
      { diet: 'vegetarian', people: 1, fed: 0, short: ['proteins', 'toppings'] },
      false,
    ),
  ).toBe('The vegetarian has no protein or topping they can eat: choose vegetarian ones.');
  expect(dietWarningText({ diet: 'vegan', people: 4, fed: 4, short: [] }, false)).toBeUndefined();
});

test('a split reads as people say it, leaving out the diets nobody has (BLD-DIET-7)', () => {
  expect(dietSplitText({ vegetarian: 12, vegan: 4, dairyFree: 0 })).toBe(
    '12 vegetarians, 4 vegans',
  );
  expect(dietSplitText({ vegetarian: 0, vegan: 0, dairyFree: 1 })).toBe('1 dairy-free guest');
  expect(dietSplitText({ vegetarian: 0, vegan: 0, dairyFree: 0 })).toBeUndefined();
});
