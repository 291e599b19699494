import { expect, test } from 'vitest';
import { calculateBagTotal, calculateItemSubtotal } from './item-subtotal';

test('prices an item as quantity times unit price', () => {
  expect(calculateItemSubtotal({ quantity: 12, price: 1095 })).toBe(13_140);
});

test('prices an item from its sub-items when the amount comes from them', () => {
  const item = {
    quantity: 1,
    price: 9999,
    isAmountFromSubItems: true,
    subItems: [
      { quantity: 10, price: 1050 },
      { quantity: 5, price: 1250 },
    ],
  };
  expect(calculateItemSubtotal(item)).toBe(16_750);
  expect(calculateItemSubtotal({ quantity: 1, price: 500, isAmountFromSubItems: true })).toBe(0);
});

test('sums the item subtotals into the bag total', () => {
  expect(
    calculateBagTotal([
      { quantity: 2, price: 100 },
      { quantity: 1, price: 50 },
    ]),
  ).toBe(250);
  expect(calculateBagTotal([])).toBe(0);
});
