import { expect, test } from 'vitest';
import { roundHalfUp } from './round-half-up';

test('rounds half cents up', () => {
  expect(roundHalfUp(100.5)).toBe(101);
  expect(roundHalfUp(100.49)).toBe(100);
  expect(roundHalfUp(1.005 * 100)).toBe(101);
  expect(roundHalfUp(-2.5)).toBe(-3);
});
