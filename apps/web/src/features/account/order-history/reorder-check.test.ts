import { describe, expect, test } from 'vitest';
import { itemsNotOnMenu, reorderReturnPath } from './reorder-check';

const menu = {
  menuItems: [
    { id: 'CMG-4105', price: 12.5 },
    { id: 'CMG-4027', price: 0 },
  ],
} as Parameters<typeof itemsNotOnMenu>[1];

describe('itemsNotOnMenu (AFT-REORDER-1)', () => {
  test('names nothing when every item is sold at a price', () => {
    expect(
      itemsNotOnMenu([{ menuId: 'CMG-4105', name: 'Build Your Own', displayName: 'BYO' }], menu),
    ).toEqual([]);
  });

  test('names the items gone from the menu or without a price, each once', () => {
    const items = [
      { menuId: 'CMG-4105', name: 'Build Your Own', displayName: 'Build Your Own' },
      { menuId: 'CMG-4027', name: 'Chips and Salsa', displayName: 'Chips & Salsa' },
      { menuId: 'CMG-9999', name: 'Old Box', displayName: '' },
      { menuId: 'CMG-9999', name: 'Old Box', displayName: '' },
    ];
    expect(itemsNotOnMenu(items, menu)).toEqual(['Chips & Salsa', 'Old Box']);
  });
});

test('the intake comes back to the history with the order to reorder', () => {
  expect(reorderReturnPath('a b')).toBe('/account/orderhistory?reorder=a%20b');
});
