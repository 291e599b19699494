import fc from 'fast-check';
import { expect, test } from 'vitest';
import { splitCents } from './split-cents';

test('splits in proportion, the cents left over going to the largest remainders', () => {
  expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(splitCents(1149, [12_950, 0])).toEqual([1149, 0]);
  expect(splitCents(10, [1, 2, 7])).toEqual([1, 2, 7]);
  expect(splitCents(5, [3, 3, 4])).toEqual([2, 1, 2]);
});

test('gives a half-cent tie to the earlier line, even where a floating-point share would not', () => {
  // Exact shares 7.5 and 13.5: in floating point the first remainder came out a hair smaller.
  expect(splitCents(21, [2500, 4500])).toEqual([8, 13]);
  expect(splitCents(45, [350, 150])).toEqual([32, 13]);
  expect(splitCents(1, [12_950, 12_950])).toEqual([1, 0]);
});

test('splits nothing when there is nothing to split or nothing to split over', () => {
  expect(splitCents(0, [5, 5])).toEqual([0, 0]);
  expect(splitCents(10, [0, 0])).toEqual([0, 0]);
  expect(splitCents(10, [])).toEqual([]);
});

test('stays exact for amounts far beyond any order', () => {
  expect(splitCents(420_000_000, [419_999_999, 1])).toEqual([419_999_999, 1]);
});

test('always sums to the amount, each share within a cent of its exact share', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
      (amount, weights) => {
        const total = weights.reduce((sum, w) => sum + w, 0);
        fc.pre(total > 0);
        const shares = splitCents(amount, weights);
        expect(shares.reduce((sum, s) => sum + s, 0)).toBe(amount);
        shares.forEach((share, i) => {
          const exact = (amount * weights[i]!) / total;
          expect(Math.abs(share - exact)).toBeLessThan(1);
        });
      },
    ),
  );
});
