import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { asVerificationError, signInFailure, verificationFailure } from './sign-in-failure';

const refusal = (status: number, errorCode: string | null, sessionExpired = false) =>
  new ApiError({ status, errorCode, message: 'refused', correlationId: 'c', sessionExpired });

describe('signInFailure', () => {
  test('a locked account shows the Temporarily Locked dialog (ACC-SIGNIN-5)', () => {
    expect(signInFailure(refusal(423, 'CAU-0112'))).toEqual({ kind: 'locked' });
  });

  test('a wrong email or password says so under the form (ACC-SIGNIN-6)', () => {
    expect(signInFailure(refusal(401, 'AUTH-0410'))).toEqual({
      kind: 'inline',
      message: 'Bad username or password. Please try again or create an account.',
    });
  });

  test('too many attempts say so under the form: a verification would be refused too', () => {
    expect(signInFailure(refusal(429, 'AUTH-0429'))).toMatchObject({ kind: 'inline' });
  });

  test.each([
    ['an unverified phone', refusal(403, 'VER-0403'), 'VER-0403'],
    ['a server failure', refusal(500, 'GEN-0500'), 'GEN-0500'],
    ['no answer', refusal(0, null), null],
    ['a thrown non-API error', new TypeError('x'), null],
  ])('%s starts a verification in context login', (_what, error, errorCode) => {
    expect(signInFailure(error)).toEqual({ kind: 'verify', errorCode });
  });

  test('an expired session is left to the shell', () => {
    expect(signInFailure(refusal(401, 'AUTH-0401', true))).toEqual({ kind: 'none' });
  });
});

describe('verificationFailure', () => {
  test('an unknown error says "Bad username or password" under the form', () => {
    expect(verificationFailure(new Error('ACCOUNT_VERIFICATION_UNKNOWN_ERROR'))).toEqual({
      kind: 'inline',
      message: 'Bad username or password. Please try again or create an account.',
    });
  });

  test('a cancelled verification simply ends the attempt', () => {
    expect(verificationFailure('ACCOUNT_VERIFICATION_CANCELLED')).toEqual({ kind: 'end' });
  });

  test('a failed verification resets the form', () => {
    expect(verificationFailure('ACCOUNT_VERIFICATION_FAILED')).toEqual({ kind: 'close' });
  });

  test.each([['ACCOUNT_VERIFICATION_INITIALIZATION_FAILED'], [new Error('boom')], [undefined]])(
    '%s is a verification that could not start: the error dialog',
    (rejection) => {
      expect(asVerificationError(rejection)).toBe('ACCOUNT_VERIFICATION_INITIALIZATION_FAILED');
      expect(verificationFailure(rejection)).toEqual({ kind: 'verificationErrorDialog' });
    },
  );
});
