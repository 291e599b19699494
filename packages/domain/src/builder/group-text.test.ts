import { expect, test } from 'vitest';
import { groupCounterText, groupHeaderText, groupPipCount } from './group-text';

test('heads a group "Choose {max} {group name}" with a plural s above one', () => {
  expect(groupHeaderText('salsas', 1, false)).toBe('Choose 1 salsa');
  expect(groupHeaderText('proteins', 2, false)).toBe('Choose 2 proteins');
});

test('heads a per-item group "Choose 1 {group} per burrito"', () => {
  expect(groupHeaderText('proteins', 30, true)).toBe('Choose 1 protein per burrito');
});

test('shows "n of max" when per item or when the maximum is above 5', () => {
  expect(groupCounterText(3, 30, true)).toBe('3 of 30');
  expect(groupCounterText(2, 6, false)).toBe('2 of 6');
  expect(groupCounterText(2, 5, false)).toBeUndefined();
});

test('shows a single pip when the maximum is above 5', () => {
  expect(groupPipCount(5)).toBe(5);
  expect(groupPipCount(6)).toBe(1);
});
