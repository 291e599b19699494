import { expect, test } from 'vitest';
import {
  newMobileNumberSchema,
  verificationCodeSchema,
  verificationPasswordSchema,
} from './verification.schema';

test('limits verification codes to 20 characters', () => {
  expect(verificationCodeSchema.safeParse({ code: '1'.repeat(21) }).success).toBe(false);
  expect(verificationCodeSchema.safeParse({ code: '1'.repeat(20) }).success).toBe(true);
});

test('accepts a masked new mobile number', () => {
  expect(newMobileNumberSchema.safeParse({ phoneNumber: '(212) 555-1234' }).success).toBe(true);
});

test('requires the re-entered password without other rules', () => {
  expect(verificationPasswordSchema.safeParse({ password: 'x' }).success).toBe(true);
  expect(verificationPasswordSchema.safeParse({ password: '' }).success).toBe(false);
});
