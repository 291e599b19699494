import { expect, test } from 'vitest';
import { maskPhoneNumber } from './phone-mask';

test.each([
  ['', ''],
  ['5', '(5'],
  ['555', '(555'],
  ['5551', '(555) 1'],
  ['555123', '(555) 123'],
  ['5551234', '(555) 123-4'],
  ['5551234567', '(555) 123-4567'],
  ['555-123-45678', '(555) 123-4567'],
])('masks %j as %j', (input, masked) => {
  expect(maskPhoneNumber(input)).toBe(masked);
});
