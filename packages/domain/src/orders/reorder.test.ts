import { expect, test } from 'vitest';
import { canReorder } from './reorder';

test('allows a reorder only of a completed order whose items are all priced on the menu', () => {
  const prices = new Map([
    ['CMG-4105', 1095],
    ['CMG-4027', 0],
  ]);
  expect(canReorder('Closed', ['CMG-4105'], prices)).toBe(true);
  expect(canReorder('Submitted', ['CMG-4105'], prices)).toBe(false);
  expect(canReorder('Closed', ['CMG-4105', 'CMG-4027'], prices)).toBe(false);
  expect(canReorder('Closed', ['CMG-4105', 'CMG-9999'], prices)).toBe(false);
  expect(canReorder('Closed', [], prices)).toBe(false);
});
