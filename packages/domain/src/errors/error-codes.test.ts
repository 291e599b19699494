import { expect, test } from 'vitest';
import { ERROR_CODES } from './error-codes';

test('keeps every error code unique and in PREFIX-NNNN form', () => {
  const codes = Object.values(ERROR_CODES);
  expect(new Set(codes).size).toBe(codes.length);
  expect(codes.every((code) => /^[A-Z]{2,4}-\d{4}$/.test(code))).toBe(true);
});
