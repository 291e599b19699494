import { describe, expect, test } from 'vitest';
import { firstErrorPerField } from './field-errors';
import { loginSchema } from './login.schema';

describe('loginSchema', () => {
  test('defaults shouldRemember to false', () => {
    expect(loginSchema.parse({ email: 'jane@example.com', password: 'x' })).toEqual({
      email: 'jane@example.com',
      password: 'x',
      shouldRemember: false,
    });
  });

  test('reports only the required message for an empty field', () => {
    expect(firstErrorPerField(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginSchema.safeParse({ email: '', password: 'x' }).error?.issues).toHaveLength(1);
  });

  test('rejects a malformed email and text over 50 characters', () => {
    expect(firstErrorPerField(loginSchema, { email: 'jane@', password: 'p'.repeat(51) })).toEqual({
      email: 'Email is invalid',
      password: 'Must be 50 characters or fewer',
    });
  });

  test('accepts a plus sign in the login email', () => {
    expect(loginSchema.safeParse({ email: 'jane+1@example.com', password: 'x' }).success).toBe(
      true,
    );
  });
});
