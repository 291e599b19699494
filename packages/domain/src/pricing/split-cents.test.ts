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

test('splits products past what a double holds exactly as it splits small ones', () => {
  // 2^53 - 1 cents: the products need BigInt, and the shares still sum exactly.
  const amount = Number.MAX_SAFE_INTEGER;
  const shares = splitCents(amount, [3, 1]);
  expect(BigInt(shares[0]!) + BigInt(shares[1]!)).toBe(BigInt(amount));
  expect(shares).toEqual([6_755_399_441_055_743, 2_251_799_813_685_248]);
  // Scaled into the exact range, the same weights split the same way.
  expect(splitCents(1_000_001, [3_000_000_000, 1_000_000_000])).toEqual(
    splitCents(1_000_001, [3, 1]),
  );
});

test('splits as the BigInt arithmetic does, over random amounts and weights', () => {
  const reference = (amount: number, weights: number[]) => {
    const parts = weights.map((w) => BigInt(w));
    const total = parts.reduce((sum, p) => sum + p, 0n);
    const shares = parts.map((p) => (BigInt(amount) * p) / total);
    let left = BigInt(amount) - shares.reduce((sum, s) => sum + s, 0n);
    const order = parts
      .map((p, index) => ({ r: (BigInt(amount) * p) % total, index }))
      .sort((a, b) => (a.r === b.r ? a.index - b.index : a.r > b.r ? -1 : 1));
    for (const { index } of order) if (left-- > 0n) shares[index]! += 1n;
    return shares.map(Number);
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 100_000_000 }),
      fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 20 }),
      (amount, weights) => {
        fc.pre(weights.some((w) => w > 0));
        expect(splitCents(amount, weights)).toEqual(reference(amount, weights));
      },
    ),
  );
});
