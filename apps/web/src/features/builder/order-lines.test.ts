import { expect, test } from 'vitest';
import { buildYourOwn, orderItem } from './builder-fixtures';
import { emptyState, orderItemBody, stateFromOrderItem } from './order-lines';

const chipsAndSalsa = { ...buildYourOwn, id: 'CMG-4027', isAmountFromSubItems: true };

test('sends each chosen option with its count and its group', () => {
  const body = orderItemBody(buildYourOwn, {
    headcount: 12,
    counts: { proteins: { 'fajita-veggies': 1 }, toppings: { 'fajita-veggies': 1, cheese: 0 } },
  });
  expect(body).toEqual({
    menuId: 'CMG-4206',
    quantity: 12,
    subItems: [
      { menuId: 'fajita-veggies', quantity: 1, foodGroup: 'proteins' },
      { menuId: 'fajita-veggies', quantity: 1, foodGroup: 'toppings' },
    ],
  });
});

test('counts the units a dip fills when the item is priced from its sub-items', () => {
  const body = orderItemBody(chipsAndSalsa, { headcount: 3, counts: { salsas: { guacamole: 1 } } });
  expect(body.subItems).toEqual([{ menuId: 'guacamole', quantity: 3, foodGroup: 'salsas' }]);
});

test('prefills an edited item from its sub-items, per unit for items priced from them', () => {
  const edited = orderItem({
    quantity: 3,
    subItems: [
      { menuId: 'guacamole', name: 'Guacamole', quantity: 3, price: 30.95, foodGroup: 'salsas' },
    ],
  });
  expect(stateFromOrderItem(chipsAndSalsa, edited)).toEqual({
    headcount: 3,
    counts: { salsas: { guacamole: 1 } },
  });
  expect(stateFromOrderItem(buildYourOwn, { ...edited, quantity: 12 }).counts).toEqual({
    salsas: { guacamole: 3 },
  });
});

test('starts a new item at the minimum headcount with nothing chosen', () => {
  expect(emptyState(buildYourOwn)).toEqual({ headcount: 10, counts: {} });
});
