import { describe, expect, test } from 'vitest';
import { firstErrorPerField } from './field-errors';
import { createAccountSchema } from './create-account.schema';

const account = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  phoneNumber: '(212) 555-1234',
  password: 'Abcdef1!',
};

describe('createAccountSchema', () => {
  test('defaults the country to US', () => {
    expect(createAccountSchema.parse(account).country).toBe('US');
  });

  test('limits first names to 35 characters and last names to 50', () => {
    const long = { ...account, firstName: 'a'.repeat(36), lastName: 'b'.repeat(51) };
    expect(firstErrorPerField(createAccountSchema, long)).toEqual({
      firstName: 'Must be 35 characters or fewer',
      lastName: 'Must be 50 characters or fewer',
    });
    expect(createAccountSchema.safeParse({ ...account, firstName: 'a'.repeat(35) }).success).toBe(
      true,
    );
  });

  test('rejects an area code starting with 1 and a country other than US or CA', () => {
    expect(
      firstErrorPerField(createAccountSchema, {
        ...account,
        phoneNumber: '1125551234',
        country: 'MX',
      }),
    ).toEqual({
      phoneNumber: 'Phone Number must contain 10 digits',
      country: expect.any(String),
    });
  });

  test('rejects a password below grade 2', () => {
    expect(firstErrorPerField(createAccountSchema, { ...account, password: 'abcdefgh' })).toEqual({
      password: expect.stringMatching(/^Password must have at least 8 characters/),
    });
  });
});
