import { expect, test } from 'vitest';
import { validateTextLength } from './text-length.validator';

test('accepts text whose length lies within min and max inclusive', () => {
  expect(validateTextLength('ab', 2, 3, 'Too long')).toBeUndefined();
  expect(validateTextLength('abc', 2, 3, 'Too long')).toBeUndefined();
});

test('returns the supplied message for text that is too short or too long', () => {
  expect(validateTextLength('a', 2, 3, 'Between 2 and 3')).toBe('Between 2 and 3');
  expect(validateTextLength('abcd', 2, 3, 'Between 2 and 3')).toBe('Between 2 and 3');
});
