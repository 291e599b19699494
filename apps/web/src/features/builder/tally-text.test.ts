import { expect, test } from 'vitest';
import { tallyErrorMessage, tallyGroupError, tallyGroupStatus, tallyItemText } from './tally-text';

test('asks for the missing count of a group in lower case, plural above one', () => {
  expect(tallyGroupError({ key: 'toppings', count: 1, max: 3 })).toBe('Select 2 more toppings');
  expect(tallyGroupError({ key: 'premiumToppings', count: 0, max: 1 })).toBe(
    'Select 1 more premium topping',
  );
});

test('says nothing for a complete group', () => {
  expect(tallyGroupError({ key: 'bases', count: 2, max: 2 })).toBeUndefined();
});

test('lists every short group in the overall message', () => {
  expect(
    tallyErrorMessage([
      { key: 'bases', count: 1, max: 2 },
      { key: 'proteins', count: 2, max: 2 },
      { key: 'salsas', count: 0, max: 2 },
    ]),
  ).toBe('Please select 1 more base, 2 more salsas');
  expect(tallyErrorMessage([{ key: 'bases', count: 2, max: 2 }])).toBeUndefined();
});

test('prefixes a chosen option with its count only above one', () => {
  expect(tallyItemText('Chicken', 1)).toBe('Chicken');
  expect(tallyItemText('Chicken', 12)).toBe('12X Chicken');
});

test('names a group with whether it is complete', () => {
  expect(tallyGroupStatus('Bases', true)).toBe('Bases, complete');
  expect(tallyGroupStatus('Salsas', false)).toBe('Salsas, not complete');
});
