import { expect, test } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_MESSAGES,
  errorMessageFor,
  firstErrorCode,
} from './error-catalogue';
import { ERROR_CODES } from './error-codes';

test('gives every error code a message', () => {
  for (const code of Object.values(ERROR_CODES)) {
    expect(ERROR_MESSAGES[code]).toMatch(/\S/);
  }
});

test('looks up the message of the error code', () => {
  expect(errorMessageFor({ errorCode: 'CAU-0115' })).toBe('Verification code has expired');
  expect(errorMessageFor('CAU-0113')).toBe('Please enter a valid verification code');
});

test('takes the first validation error code when validation failed', () => {
  const body = {
    errorCode: ERROR_CODES.validationFailed,
    validationErrors: [
      { errorCode: 'CAU-0220', field: 'emailAddress', message: 'x' },
      { errorCode: 'CUS-0401', field: 'phoneNumber', message: 'y' },
    ],
  };
  expect(firstErrorCode(body)).toBe('CAU-0220');
  expect(errorMessageFor(body)).toMatch(/^HMMM\.\.\. It looks like that email is already in use\./);
});

test('keeps the validation-failed code when no validation errors came with it', () => {
  expect(firstErrorCode({ errorCode: ERROR_CODES.validationFailed, validationErrors: [] })).toBe(
    'VAL-0001',
  );
});

test('falls back to "Something unexpected happened." for unknown or missing errors', () => {
  expect(DEFAULT_ERROR_MESSAGE).toBe('Something unexpected happened.');
  expect(errorMessageFor({ errorCode: 'DTF-9999' })).toBe(DEFAULT_ERROR_MESSAGE);
  expect(errorMessageFor(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  expect(errorMessageFor(null, 'Custom')).toBe('Custom');
  expect(errorMessageFor('toString')).toBe(DEFAULT_ERROR_MESSAGE);
});
