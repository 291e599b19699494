import { expect, test } from 'vitest';
import {
  builderErrorMessage,
  groupErrorText,
  isBuilderFormDirty,
  isBuilderFormValid,
  isGroupValid,
} from './group-validity';

test('treats a group as valid only when its count equals its maximum', () => {
  expect(isGroupValid({ count: 2, max: 2 })).toBe(true);
  expect(isGroupValid({ count: 1, max: 2 })).toBe(false);
  expect(isGroupValid({ count: 3, max: 2 })).toBe(false);
});

test('names what a group is missing as "{n} more {group}"', () => {
  expect(groupErrorText({ key: 'proteins', count: 0, max: 2 })).toBe('2 more proteins');
  expect(groupErrorText({ key: 'premiumToppings', count: 0, max: 1 })).toBe(
    '1 more premium topping',
  );
  expect(groupErrorText({ key: 'salsas', count: 1, max: 1 })).toBeUndefined();
});

test('joins the group errors after "Please select" in lower case', () => {
  const groups = [
    { key: 'proteins', count: 0, max: 2 },
    { key: 'bases', count: 1, max: 1 },
    { key: 'salsas', count: 2, max: 3 },
  ] as const;
  expect(builderErrorMessage(groups)).toBe('Please select 2 more proteins, 1 more salsa');
  expect(builderErrorMessage([{ key: 'bases', count: 1, max: 1 }])).toBeUndefined();
});

test('makes the form valid only when every group is valid', () => {
  expect(
    isBuilderFormValid([
      { count: 1, max: 1 },
      { count: 2, max: 2 },
    ]),
  ).toBe(true);
  expect(
    isBuilderFormValid([
      { count: 1, max: 1 },
      { count: 1, max: 2 },
    ]),
  ).toBe(false);
});

test('makes the form dirty once any group has a selection', () => {
  expect(isBuilderFormDirty([{ count: 0 }, { count: 0 }])).toBe(false);
  expect(isBuilderFormDirty([{ count: 0 }, { count: 1 }])).toBe(true);
});
