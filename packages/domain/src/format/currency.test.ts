import { expect, test } from 'vitest';
import { formatCurrency } from './currency';

test.each([
  [0, '$0.00'],
  [5, '$0.05'],
  [123_450, '$1,234.50'],
  [123_456_789, '$1,234,567.89'],
  [-500, '-$5.00'],
])('formats %i cents as %s', (cents, text) => {
  expect(formatCurrency(cents)).toBe(text);
});

test('trims ".00" from whole dollars only when asked', () => {
  expect(formatCurrency(135_000, { trimZeroCents: true })).toBe('$1,350');
  expect(formatCurrency(135_050, { trimZeroCents: true })).toBe('$1,350.50');
  expect(formatCurrency(135_000)).toBe('$1,350.00');
});

test('rounds fractional cents to two decimals', () => {
  expect(formatCurrency(1234.5)).toBe('$12.35');
  expect(formatCurrency(1234.4)).toBe('$12.34');
});
