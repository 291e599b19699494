import { expect, test } from 'vitest';
import { accountCreationErrorOutcome } from './account-creation';

test('shows phone in use inline on the phone field, shorter on small screens', () => {
  expect(accountCreationErrorOutcome('CUS-0401')).toEqual({
    kind: 'inline',
    field: 'phoneNumber',
    message: 'This number has already been used. Please enter a new number.',
  });
  expect(accountCreationErrorOutcome('CAU-0056', { screenSize: 'xs' })).toMatchObject({
    message: 'Number already in use. Try another?',
  });
});

test('shows email in use inline on the email field', () => {
  expect(accountCreationErrorOutcome('CAU-0220')).toMatchObject({
    kind: 'inline',
    field: 'emailAddress',
  });
});

test('starts verification for other errors and reports its failure on the form', () => {
  expect(accountCreationErrorOutcome('CAU-0999')).toEqual({ kind: 'verify' });
  expect(accountCreationErrorOutcome('CAU-0999', { verificationFailed: true })).toEqual({
    kind: 'inline',
    field: 'form',
    message: 'Failed to create an account. Please try again.',
  });
});
