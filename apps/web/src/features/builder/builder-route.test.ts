import { expect, test } from 'vitest';
import type { MenuItem, RestaurantMenu } from '../../api/menu';
import { resolveMenuItemId, returnToFrom } from './builder-route';

const menu = {
  restaurantNumber: 1,
  priceTier: 1,
  menuItems: ['CMG-4105', 'CMG-4206', 'CMG-4012', 'CMG-4027'].map((id) => ({ id }) as MenuItem),
} satisfies RestaurantMenu;

test('shows the edited item whatever the route says', () => {
  expect(
    resolveMenuItemId('buildyourown', menu, { editing: 'CMG-4206', menuType: 'CMG-4105' }),
  ).toBe('CMG-4206');
});

test('takes the route menu type when it names an item of this builder', () => {
  expect(resolveMenuItemId('buildyourown', menu, { menuType: 'CMG-4206' })).toBe('CMG-4206');
  expect(
    resolveMenuItemId('buildyourown', menu, { menuType: 'catering', menuItemId: 'CMG-4206' }),
  ).toBe('CMG-4206');
});

test('falls back to the first item of the builder kind', () => {
  expect(resolveMenuItemId('buildyourown', menu, { menuType: 'CMG-4012' })).toBe('CMG-4105');
  expect(resolveMenuItemId('chipsandsalsa', menu, { menuType: 'catering' })).toBe('CMG-4027');
});

test('returns to a path of this site from state or query, never elsewhere', () => {
  expect(returnToFrom({ returnTo: '/bag/checkout' }, new URLSearchParams())).toBe('/bag/checkout');
  expect(returnToFrom(null, new URLSearchParams('returnTo=%2Fbag%2Fcheckout'))).toBe(
    '/bag/checkout',
  );
  expect(returnToFrom({ returnTo: '//evil.example' }, new URLSearchParams())).toBeUndefined();
  expect(returnToFrom(null, new URLSearchParams('returnTo=https://evil.example'))).toBeUndefined();
});
