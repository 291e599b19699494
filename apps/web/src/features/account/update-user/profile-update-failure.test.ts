import { ERROR_CODES, MESSAGES, VERIFICATION_ERRORS } from '@catering/domain';
import { expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { phoneVerificationEndMessage, profileUpdateOutcome } from './profile-update-failure';

const refusal = (errorCode: string, status = 409) =>
  new ApiError({ status, errorCode, message: 'refused', correlationId: 'c' });

test('a phone in use is said under the phone, shorter on small screens (ACC-SIGNUP-5)', () => {
  expect(profileUpdateOutcome(refusal(ERROR_CODES.phoneInUse), 1280)).toEqual({
    kind: 'field',
    field: 'phoneNumber',
    message: MESSAGES.phoneInUse,
  });
  expect(profileUpdateOutcome(refusal(ERROR_CODES.phoneInUse), 375)).toMatchObject({
    message: MESSAGES.phoneInUseShort,
  });
});

test('an email in use is said under the email (ACC-PROFILE-4)', () => {
  expect(profileUpdateOutcome(refusal(ERROR_CODES.emailInUse), 1280)).toEqual({
    kind: 'field',
    field: 'emailAddress',
    message: MESSAGES.emailInUse,
  });
});

test('a new phone number starts the verification; other refusals go to the dialog', () => {
  expect(profileUpdateOutcome(refusal(ERROR_CODES.phoneChangeNeedsVerification), 1280)).toEqual({
    kind: 'verify',
  });
  expect(profileUpdateOutcome(refusal('CUS-0500', 500), 1280)).toEqual({ kind: 'dialog' });
  expect(profileUpdateOutcome(new Error('offline'), 1280)).toEqual({ kind: 'dialog' });
});

test('leaving the verification says nothing; any other ending asks to verify the number', () => {
  expect(phoneVerificationEndMessage(new Error(VERIFICATION_ERRORS.cancelled))).toBeNull();
  expect(phoneVerificationEndMessage(new Error(VERIFICATION_ERRORS.failed))).toBe(
    MESSAGES.phoneChangeNeedsVerification,
  );
});
