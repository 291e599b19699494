import { MESSAGES } from '@catering/domain';
import { expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { verificationFailure } from './verification-failure';

const refusal = (errorCode: string, body: unknown = null) =>
  new ApiError({ status: 422, errorCode, message: '', correlationId: 'c', body });

test('a wrong code says so, with the last-attempt warning when the service flags it (ACC-VERIFY-3)', () => {
  expect(verificationFailure(refusal('CAU-0113', { isFinalAttempt: false }), 1280)).toEqual({
    text: 'Please enter a valid verification code',
  });
  expect(verificationFailure(refusal('CAU-0113', { isFinalAttempt: true }), 1280)).toEqual({
    text: 'Please enter a valid verification code',
    subText: 'This is your last attempt. If unsuccessful, you can still order as a guest.',
  });
});

test('used-up attempts lock the modal with the 30-minute text (ACC-VERIFY-4)', () => {
  expect(verificationFailure(refusal('VER-0423'), 375)).toEqual({
    text: "Verification failed. You've used up all of your attempts. Try again in 30 minutes. Good thing you can still order as a guest.",
    locked: true,
  });
});

test('a phone number in use is said in full on wide screens and shortly on small ones', () => {
  expect(verificationFailure(refusal('CAU-0056'), 1280).text).toBe(
    'This number has already been used. Please enter a new number.',
  );
  expect(verificationFailure(refusal('CAU-0056'), 375).text).toBe(
    'Number already in use. Try another?',
  );
});

test('an expired code, a wrong password and a too-early resend have their own texts', () => {
  expect(verificationFailure(refusal('CAU-0115'), 1280).text).toBe('Verification code has expired');
  expect(verificationFailure(refusal('CAU-0320'), 1280).text).toBe(MESSAGES.wrongPassword);
  expect(verificationFailure(refusal('VER-0429'), 1280).text).toBe(
    'Please wait 1 minute before trying again.',
  );
});

test('a network failure falls back to the generic text', () => {
  expect(verificationFailure(new Error('offline'), 1280)).toEqual({
    text: 'Something unexpected happened.',
  });
});
