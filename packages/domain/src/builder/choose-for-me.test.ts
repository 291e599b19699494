import fc from 'fast-check';
import { expect, test } from 'vitest';
import { chooseForMe } from './choose-for-me';

test('spreads a quantity exactly when the proportions divide it', () => {
  expect(chooseForMe(20, [50, 25, 25])).toEqual([10, 5, 5]);
});

test('rounds the leftover unit to the largest fractional remainder', () => {
  // Exact shares 3.5, 4.2, 2.3: floors sum to 9, the 0.5 remainder takes the leftover unit.
  expect(chooseForMe(10, [0.35, 0.42, 0.23])).toEqual([4, 4, 2]);
});

test('gives tied remainders to the earlier option', () => {
  expect(chooseForMe(1, [1, 1])).toEqual([1, 0]);
});

test('spreads equally when no proportion is positive, and returns nothing without options', () => {
  expect(chooseForMe(4, [0, 0])).toEqual([2, 2]);
  expect(chooseForMe(4, [])).toEqual([]);
});

test('always sums to the quantity and never moves a share a whole unit from its proportion', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 500 }),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }),
      (quantity, assortments) => {
        const counts = chooseForMe(quantity, assortments);
        const total = assortments.reduce((sum, weight) => sum + weight, 0);
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(quantity);
        counts.forEach((count, index) => {
          const weight = total > 0 ? (assortments[index] ?? 0) / total : 1 / assortments.length;
          expect(Math.abs(count - weight * quantity)).toBeLessThan(1);
        });
      },
    ),
  );
});
