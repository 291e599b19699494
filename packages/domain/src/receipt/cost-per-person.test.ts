import { expect, test } from 'vitest';
import { costPerPersonCents, orderHeadcount } from './cost-per-person';
import { fixtureItem, fixtureOrder } from './order.fixture';

test('entrées count their people; sides priced from their options count none', () => {
  const order = fixtureOrder({
    orderItems: [
      fixtureItem({ quantity: 20 }),
      fixtureItem({ orderItemId: 'burritos', quantity: 15 }),
      fixtureItem({ orderItemId: 'chips', quantity: 3, isOrderAmountFromSubItems: true }),
    ],
    total: 700,
  });
  expect(orderHeadcount(order)).toBe(35);
  expect(costPerPersonCents(order)).toBe(2000);
});

test('the cost per person rounds to the cent, and is null for an order that feeds no one', () => {
  expect(costPerPersonCents(fixtureOrder({ total: 100 }, {}))).toBe(500);
  const thirds = fixtureOrder({ orderItems: [fixtureItem({ quantity: 3 })], total: 100 });
  expect(costPerPersonCents(thirds)).toBe(3333);
  expect(costPerPersonCents(fixtureOrder({ orderItems: [], total: 0 }))).toBeNull();
});
