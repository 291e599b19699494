import { expect, test } from 'vitest';
import {
  PHONE_DIGITS_MESSAGE,
  hasValidAreaCode,
  isValidMobileNumber,
  toPhoneDigits,
  validatePhone,
} from './phone.validator';

test('strips everything but digits', () => {
  expect(toPhoneDigits('(555) 123-4567')).toBe('5551234567');
});

test('accepts at least ten digits after removing non-digits', () => {
  expect(validatePhone('(555) 123-4567')).toBeUndefined();
  expect(validatePhone('+1 555 123 4567')).toBeUndefined();
});

test('rejects fewer than ten digits with the supplied or default message', () => {
  expect(validatePhone('555-1234')).toBe(PHONE_DIGITS_MESSAGE);
  expect(validatePhone('555-1234', 'Bad phone')).toBe('Bad phone');
});

test('requires the area code to start with 2 to 9', () => {
  expect(hasValidAreaCode('2125551234')).toBe(true);
  expect(hasValidAreaCode('1125551234')).toBe(false);
  expect(hasValidAreaCode('0125551234')).toBe(false);
});

test('accepts a mobile number of exactly ten digits with a valid area code', () => {
  expect(isValidMobileNumber('(212) 555-1234')).toBe(true);
  expect(isValidMobileNumber('(112) 555-1234')).toBe(false);
  expect(isValidMobileNumber('12125551234')).toBe(false);
  expect(isValidMobileNumber('212555123')).toBe(false);
});
