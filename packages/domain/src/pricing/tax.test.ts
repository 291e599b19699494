import { expect, test } from 'vitest';
import { calculateTax } from './tax';

test('computes tax from a rate in basis points', () => {
  expect(calculateTax(10_000, 825)).toBe(825);
  expect(calculateTax(1234, 825)).toBe(102); // 101.805
});
