import { expect, test } from 'vitest';
import { foodGroupsFor, groupMaximum, groupName, isPerItemGroup } from './food-groups';

const config = { baseCount: 1, proteinCount: 2, toppingCount: 6, salsaCount: 3 };

test('counts proteins per burrito only for burritos by the box', () => {
  expect(isPerItemGroup('burritosbythebox', 'proteins')).toBe(true);
  expect(isPerItemGroup('burritosbythebox', 'salsas')).toBe(false);
  expect(isPerItemGroup('buildyourown', 'proteins')).toBe(false);
});

test('takes the maximum from the config, or the headcount when per item', () => {
  expect(groupMaximum(config, 'proteins', false, 20)).toBe(2);
  expect(groupMaximum(config, 'proteins', true, 20)).toBe(20);
  expect(groupMaximum(config, 'tortillas', false, 20)).toBe(0);
});

test('lists the groups with a maximum, in menu order', () => {
  expect(foodGroupsFor('buildyourown', config, 20)).toEqual([
    { key: 'bases', perItem: false, max: 1 },
    { key: 'proteins', perItem: false, max: 2 },
    { key: 'toppings', perItem: false, max: 6 },
    { key: 'salsas', perItem: false, max: 3 },
  ]);
  expect(foodGroupsFor('burritosbythebox', { proteinCount: 0 }, 12)).toEqual([
    { key: 'proteins', perItem: true, max: 12 },
  ]);
});

test('pluralises group names above one', () => {
  expect(groupName('premiumToppings', 1)).toBe('premium topping');
  expect(groupName('premiumToppings', 2)).toBe('premium toppings');
});
