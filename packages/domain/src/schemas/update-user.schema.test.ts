import { expect, test } from 'vitest';
import { updateCountrySchema, updateUserSchema } from './update-user.schema';

const account = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  phoneNumber: '(212) 555-1234',
  password: 'Abcdef1!',
};

test('requires the country in the personal details and update-country forms', () => {
  expect(updateUserSchema.safeParse(account).success).toBe(false);
  expect(updateUserSchema.safeParse({ ...account, country: 'CA' }).success).toBe(true);
  expect(updateCountrySchema.safeParse({ country: '' }).success).toBe(false);
});
