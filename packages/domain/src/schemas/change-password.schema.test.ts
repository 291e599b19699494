import { expect, test } from 'vitest';
import { firstErrorPerField } from './field-errors';
import { changePasswordSchema } from './change-password.schema';

test('requires a strong new password when changing it', () => {
  expect(
    firstErrorPerField(changePasswordSchema, { currentPassword: '', newPassword: 'Abcdef1!' }),
  ).toEqual({
    currentPassword: 'Password is required',
  });
  expect(
    changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'weak' }).success,
  ).toBe(false);
});
