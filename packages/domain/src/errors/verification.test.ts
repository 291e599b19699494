import { expect, test } from 'vitest';
import {
  VERIFICATION_ERRORS,
  VERIFICATION_STEPS,
  invalidCodeMessage,
  isFinalVerificationAttempt,
  loginRejectionOutcome,
  phoneInUseMessage,
} from './verification';

test('names the verification errors and steps as ACC-VERIFY-1 and 8 do', () => {
  expect(Object.values(VERIFICATION_ERRORS)).toEqual([
    'ACCOUNT_VERIFICATION_CANCELLED',
    'ACCOUNT_VERIFICATION_FAILED',
    'ACCOUNT_VERIFICATION_UNKNOWN_ERROR',
    'ACCOUNT_VERIFICATION_INITIALIZATION_FAILED',
  ]);
  expect(Object.values(VERIFICATION_STEPS)).toEqual([
    'PHONE_CONFIRMATION',
    'PHONE_VERIFICATION',
    'PASSWORD_VERIFICATION',
  ]);
});

test('sets the final-attempt flag on the attempt just before the maximum', () => {
  expect(isFinalVerificationAttempt(2, 3)).toBe(true);
  expect(isFinalVerificationAttempt(1, 3)).toBe(false);
  expect(isFinalVerificationAttempt(3, 3)).toBe(false);
});

test('adds the last-attempt warning to a wrong code only on the final attempt', () => {
  expect(invalidCodeMessage(false).subText).toBeUndefined();
  expect(invalidCodeMessage(true).subText).toMatch(/^This is your last attempt\./);
});

test('shortens the phone-in-use message on small screens', () => {
  expect(phoneInUseMessage('lg')).toMatch(/^This number has already been used\./);
  expect(phoneInUseMessage('sm')).toBe('Number already in use. Try another?');
});

test('decides what a login does when verification rejects', () => {
  expect(loginRejectionOutcome('ACCOUNT_VERIFICATION_UNKNOWN_ERROR')).toEqual({
    kind: 'inline',
    message: 'Bad username or password. Please try again or create an account.',
  });
  expect(loginRejectionOutcome('ACCOUNT_VERIFICATION_INITIALIZATION_FAILED').kind).toBe(
    'verificationErrorDialog',
  );
  expect(loginRejectionOutcome('ACCOUNT_VERIFICATION_CANCELLED').kind).toBe('end');
  expect(loginRejectionOutcome('ACCOUNT_VERIFICATION_FAILED').kind).toBe('close');
});
