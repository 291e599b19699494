import { expect, test } from 'vitest';
import { REQUIRED_MESSAGE, validateRequired } from './required.validator';

test.each([undefined, null, '', '   ', []])('rejects the missing or blank value %j', (value) => {
  expect(validateRequired(value)).toBe(REQUIRED_MESSAGE);
});

test('accepts any non-empty value and uses a supplied message', () => {
  expect(validateRequired('x')).toBeUndefined();
  expect(validateRequired(0)).toBeUndefined();
  expect(validateRequired(false)).toBeUndefined();
  expect(validateRequired('', 'Name needed')).toBe('Name needed');
});
