import { expect, test } from 'vitest';
import { savedAddress } from '../../test/account-fixtures';
import { addressChoiceFor, NEW_ADDRESS, savedAddressLine } from './address-book';

const office = savedAddress(1, {
  address1: '11 Madison Ave',
  address2: 'Floor 3',
  postalCode: '10010',
  addressName: 'OFFICE',
});

test("the order's address is chosen when it is a saved one, else a new address", () => {
  expect(addressChoiceFor(office.addressId, [office])).toBe(office.addressId);
  expect(addressChoiceFor('00000000-0000-4000-8000-000000000009', [office])).toBe(NEW_ADDRESS);
  expect(addressChoiceFor(undefined, [office])).toBe(NEW_ADDRESS);
});

test('a saved address reads as one line, the unit only when there is one', () => {
  expect(savedAddressLine(office)).toBe('11 Madison Ave, Floor 3, New York, NY 10010');
  expect(savedAddressLine({ ...office, address2: '' })).toBe('11 Madison Ave, New York, NY 10010');
});
