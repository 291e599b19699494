import { expect, test } from 'vitest';
import { fixtureItem, fixtureOrder } from './order.fixture';
import { accessoriesTexts, orderItemLine } from './order-item-lines';

test('prefixes the name with the quantity only above 1', () => {
  expect(orderItemLine(fixtureItem({ quantity: 20 })).title).toBe('20X Build Your Own');
  expect(
    orderItemLine(fixtureItem({ quantity: 1, menuId: 'CMG-4027', name: 'Chips & Salsa' })).title,
  ).toBe('Chips & Salsa');
});

test('names the build-your-own tier, which the shared display name leaves out', () => {
  const tiers = ['One Protein', 'Two Proteins', 'Three Proteins'].map(
    (tier) =>
      orderItemLine(
        fixtureItem({ name: `Build Your Own - ${tier}`, displayName: 'Build Your Own' }),
      ).title,
  );
  expect(tiers).toEqual([
    '20X Build Your Own - One Protein',
    '20X Build Your Own - Two Proteins',
    '20X Build Your Own - Three Proteins',
  ]);
});

test('lists the selected sub-items by category in the bag order', () => {
  const line = orderItemLine(
    fixtureItem({
      subItems: [
        { menuId: 's1', name: 'Tomatillo Red', quantity: 1, price: 0, foodGroup: 'salsas' },
        { menuId: 'p1', name: 'Chicken', quantity: 10, price: 0, foodGroup: 'proteins' },
        { menuId: 'b1', name: 'White Rice', quantity: 1, price: 0, foodGroup: 'bases' },
        { menuId: 'p2', name: 'Steak', quantity: 0, price: 0, foodGroup: 'proteins' },
      ],
    }),
  );
  expect(line.groups).toEqual([
    { key: 'bases', label: 'Bases', names: ['White Rice'] },
    { key: 'proteins', label: 'Proteins', names: ['Chicken (10)'] },
    { key: 'salsas', label: 'Salsas', names: ['Tomatillo Red'] },
  ]);
});

test('shows "Serves" before a bare serves text and the chips default of 10-15', () => {
  expect(orderItemLine(fixtureItem({ servesText: '20' })).servesText).toBe('Serves 20');
  expect(orderItemLine(fixtureItem({ servesText: 'Serves 20' })).servesText).toBe('Serves 20');
  expect(orderItemLine(fixtureItem({ menuId: 'CMG-4027', servesText: '' })).servesText).toBe(
    'Serves 10-15',
  );
});

test('names each kind of serving accessories once, in bag order', () => {
  const order = fixtureOrder({
    orderItems: [
      fixtureItem({ orderItemId: 'a', menuId: 'CMG-4012' }),
      fixtureItem({ orderItemId: 'b', menuId: 'CMG-4105' }),
      fixtureItem({ orderItemId: 'c', menuId: 'CMG-4012' }),
    ],
  });
  expect(accessoriesTexts(order)).toEqual([
    'Enough napkins and forks for everyone.',
    'Enough bowls, forks, and napkins for everyone, plus serving spoons and tongs.',
  ]);
});
