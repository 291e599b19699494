import { expect, test } from 'vitest';
import { isDigitKey, keepDigits } from './digits-only';

test('lets only single digit keys through the keypress filter', () => {
  expect(['0', '5', '9'].every(isDigitKey)).toBe(true);
  expect(['a', '-', '.', ' ', 'Enter', '12'].some(isDigitKey)).toBe(false);
});

test('keeps only digits of pasted text', () => {
  expect(keepDigits('12a-3.4')).toBe('1234');
});
