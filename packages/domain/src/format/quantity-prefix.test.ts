import { expect, test } from 'vitest';
import { formatQuantityPrefix } from './quantity-prefix';

test('prefixes a quantity "NX " only above one', () => {
  expect(formatQuantityPrefix(2)).toBe('2X ');
  expect(formatQuantityPrefix(1)).toBe('');
  expect(formatQuantityPrefix(0)).toBe('');
});
