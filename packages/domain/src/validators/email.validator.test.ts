import { describe, expect, test } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_PLUS_SIGN_MESSAGE,
  isValidEmailFormat,
  validateEmail,
} from './email.validator';

describe('isValidEmailFormat', () => {
  test.each([
    'jane@example.com',
    'jane.doe@mail.example.co.uk',
    'a+b@example.museum',
    "o'neil@x.io",
  ])('accepts %s', (email) => expect(isValidEmailFormat(email)).toBe(true));

  test.each([
    ['no at sign', 'jane.example.com'],
    ['two at signs', 'jane@doe@example.com'],
    ['empty local part', '@example.com'],
    ['no top-level label', 'jane@localhost'],
    ['a one-letter top-level label', 'jane@example.c'],
    ['a seven-letter top-level label', 'jane@example.abcdefg'],
    ['a top-level label with digits', 'jane@example.c0m'],
    ['identical last two labels', 'jane@example.com.com'],
    ['identical last two labels in another case', 'jane@COM.com'],
    ['an empty domain label', 'jane@example..com'],
    ['a leading dot in the local part', '.jane@example.com'],
  ])('rejects an address with %s', (_reason, email) => {
    expect(isValidEmailFormat(email)).toBe(false);
  });
});

describe('validateEmail', () => {
  test('passes a valid address', () => {
    expect(validateEmail('jane@example.com')).toBeUndefined();
  });

  test('passes an empty address only when optional', () => {
    expect(validateEmail('', { optional: true })).toBeUndefined();
    expect(validateEmail('')).toBe(EMAIL_INVALID_MESSAGE);
  });

  test('rejects a malformed address with the valid-email message', () => {
    expect(validateEmail('jane@example')).toBe('Please enter a valid email.');
  });

  test('rejects a plus sign in normal mode with the prefix on wide screens', () => {
    expect(validateEmail('jane+1@example.com', { screenSize: 'md' })).toBe(
      "Please enter a valid email. Email cannot contain the '+' symbol",
    );
  });

  test.each(['xs', 'sm'] as const)('drops the prefix on %s screens', (screenSize) => {
    expect(validateEmail('jane+1@example.com', { screenSize })).toBe(EMAIL_PLUS_SIGN_MESSAGE);
  });

  test('allows a plus sign in strict mode', () => {
    expect(validateEmail('jane+1@example.com', { mode: 'strict' })).toBeUndefined();
  });
});
