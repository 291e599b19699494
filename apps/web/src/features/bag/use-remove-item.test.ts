import { expect, test } from 'vitest';
import { isOnItemBuilder } from './use-remove-item';

test("knows when the page is the removed item's builder", () => {
  expect(isOnItemBuilder('/builder/buildyourown/CMG-4105/item-1', 'item-1')).toBe(true);
  expect(isOnItemBuilder('/builder/buildyourown/CMG-4105/item-2', 'item-1')).toBe(false);
  expect(isOnItemBuilder('/builder/buildyourown/CMG-4105', 'item-1')).toBe(false);
  expect(isOnItemBuilder('/bag/checkout', 'item-1')).toBe(false);
});
