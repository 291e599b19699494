import { expect, test } from 'vitest';
import {
  hidePhoneNumber,
  loginBodySchema,
  registerBodySchema,
  verificationPhoneField,
  verifyInitializeBodySchema,
} from './account.wire';

test('shows only the last four digits of a phone number', () => {
  expect(hidePhoneNumber('2125550199')).toBe('******0199');
});

test('a phone to verify is a mobile number, masked or not, or the masked number the service showed', () => {
  expect(verificationPhoneField.safeParse('(212) 555-0199').success).toBe(true);
  expect(verificationPhoneField.safeParse('******0199').success).toBe(true);
  expect(verificationPhoneField.safeParse('*****0199').success).toBe(false);
  expect(verificationPhoneField.safeParse('1125550199').error?.issues[0]?.message).toBe(
    'Mobile Number is invalid',
  );
  expect(verificationPhoneField.safeParse('').error?.issues[0]?.message).toBe(
    'Mobile Number is required',
  );
});

test('registration is the create-account form for a full account, with its password rule', () => {
  const form = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    emailAddress: 'ana+office@example.com',
    phoneNumber: '2125550100',
    password: 'Burrito#Bowl42',
  };
  expect(registerBodySchema.parse(form)).toMatchObject({ isGuest: false, country: 'US' });
  expect(registerBodySchema.safeParse({ ...form, isGuest: true }).success).toBe(false);
  expect(registerBodySchema.safeParse({ ...form, password: 'burrito bowl' }).success).toBe(false);
});

test('login takes the email as user name; initialize defaults to the login context', () => {
  expect(loginBodySchema.parse({ userName: 'ana@example.com', password: 'x' }).shouldTimeout).toBe(
    false,
  );
  expect(loginBodySchema.safeParse({ userName: 'ana', password: 'x' }).success).toBe(false);
  expect(verifyInitializeBodySchema.parse({ email: 'ana@example.com' })).toEqual({
    email: 'ana@example.com',
    context: 'login',
  });
});
