import { expect, test } from 'vitest';
import { deliveryAddressSchema } from './delivery-address.schema';

const address = { address1: '1 Main St', city: 'Denver', state: 'CO', postalCode: '80202' };

test('defaults a delivery address to the US and the name OFFICE', () => {
  expect(deliveryAddressSchema.parse(address)).toMatchObject({
    country: 'US',
    addressName: 'OFFICE',
  });
});

test('checks the postal code against the address country', () => {
  expect(
    deliveryAddressSchema.safeParse({ ...address, country: 'CA' }).error?.issues[0]?.path,
  ).toEqual(['postalCode']);
  expect(
    deliveryAddressSchema.safeParse({ ...address, country: 'CA', postalCode: 'K1A 0B1' }).success,
  ).toBe(true);
});

test('checks an optional email and phone only when given', () => {
  expect(deliveryAddressSchema.safeParse({ ...address, email: '', phone: '' }).success).toBe(true);
  const bad = deliveryAddressSchema.safeParse({ ...address, email: 'x@', phone: '123' });
  expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
    'Email is invalid',
    'Phone is invalid',
  ]);
});

test('refuses a control character in any text field, and an addressId that is not an id', () => {
  const bad = {
    ...address,
    addressId: 'a\u0000b',
    address1: '1 Main\u0000 St',
    address2: 'Suite\u0001',
    city: 'Denver\u001f',
    state: 'C\u007fO',
    postalCode: '80202\u0000',
    firstName: 'A\u0000na',
    lastName: '\u0000',
    company: 'Acme\u0000',
    extension: '1\u00002',
    instructions: 'Front\u0000desk',
    addressName: 'Office\u0000',
  };
  const fields = deliveryAddressSchema.safeParse(bad).error?.issues.map((issue) => issue.path[0]);
  expect(new Set(fields)).toEqual(new Set(Object.keys(bad)));
});
