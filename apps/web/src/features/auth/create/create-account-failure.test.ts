import { expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { registerFailure, verificationEndMessage } from './create-account-failure';

const refused = (status: number, errorCode: string | null) =>
  new ApiError({ status, errorCode, message: '', correlationId: 'c' });

test('an email in use is said under the email (ACC-SIGNUP-4)', () => {
  expect(registerFailure(refused(409, 'CAU-0220'), 1280)).toEqual({
    kind: 'inline',
    field: 'emailAddress',
    message:
      'HMMM... It looks like that email is already in use. If you have an existing password, please use it to sign in. Otherwise, try creating your account using a different email address.',
  });
});

test('a phone in use is said under the phone, shortly on small screens (ACC-SIGNUP-5)', () => {
  expect(registerFailure(refused(409, 'CUS-0401'), 1280)).toMatchObject({
    field: 'phoneNumber',
    message: 'This number has already been used. Please enter a new number.',
  });
  expect(registerFailure(refused(409, 'CAU-0056'), 375)).toMatchObject({
    field: 'phoneNumber',
    message: 'Number already in use. Try another?',
  });
  // 767 px is still "small"; 768 is not.
  expect(registerFailure(refused(409, 'CUS-0401'), 767)).toMatchObject({
    message: 'Number already in use. Try another?',
  });
  expect(registerFailure(refused(409, 'CUS-0401'), 768)).toMatchObject({
    message: 'This number has already been used. Please enter a new number.',
  });
});

test('"verify the phone next" and other refusals start the verification (ACC-SIGNUP-6)', () => {
  expect(registerFailure(refused(403, 'VER-0403'), 1280)).toEqual({ kind: 'verify' });
  expect(registerFailure(new Error('offline'), 1280)).toEqual({ kind: 'verify' });
});

test('an expired session says nothing here: the shell tells the customer', () => {
  const expired = new ApiError({
    status: 401,
    errorCode: 'AUTH-0401',
    message: '',
    correlationId: 'c',
    sessionExpired: true,
  });
  expect(registerFailure(expired, 1280)).toBeNull();
});

test('a failed verification says "Failed to create an account", leaving it says nothing', () => {
  expect(verificationEndMessage(new Error('ACCOUNT_VERIFICATION_FAILED'))).toBe(
    'Failed to create an account. Please try again.',
  );
  expect(verificationEndMessage(new Error('ACCOUNT_VERIFICATION_INITIALIZATION_FAILED'))).toBe(
    'Failed to create an account. Please try again.',
  );
  expect(verificationEndMessage(new Error('ACCOUNT_VERIFICATION_CANCELLED'))).toBeNull();
});
