import { expect, test } from 'vitest';
import {
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_FORMAT_MESSAGE,
  expandExpiryYear,
  isCardExpired,
  validateCardExpiry,
} from './card-expiry.validator';

test('expands two-digit years to four digits and keeps four-digit years', () => {
  expect(expandExpiryYear('25')).toBe(2025);
  expect(expandExpiryYear(7)).toBe(2007);
  expect(expandExpiryYear(2031)).toBe(2031);
});

test('keeps a card valid through the last moment of its expiry month', () => {
  expect(isCardExpired(11, '25', new Date(2025, 10, 30, 23, 59, 59))).toBe(false);
  expect(validateCardExpiry('1125', new Date(2025, 10, 1))).toBeUndefined();
});

test('expires a card on the first day of the following month', () => {
  expect(isCardExpired(11, '25', new Date(2025, 11, 1))).toBe(true);
  expect(validateCardExpiry('1225', new Date(2026, 0, 1))).toBe(CARD_EXPIRED_MESSAGE);
});

test.each(['125', '1325', '0025', '12/25', 'ab25'])('rejects %s as not MMYY', (value) => {
  expect(validateCardExpiry(value, new Date(2025, 0, 1))).toBe(CARD_EXPIRY_FORMAT_MESSAGE);
});
