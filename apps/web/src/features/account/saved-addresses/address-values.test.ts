import { expect, test } from 'vitest';
import type { SavedAddress } from '../../../api/customer';
import { addressLines, formValuesOf } from './address-values';

const saved: SavedAddress = {
  addressId: 'a1',
  address1: '5 Broad St',
  address2: 'Floor 3',
  city: 'New York',
  state: 'NY',
  postalCode: '10004',
  country: 'US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: '',
  company: '',
  phone: '2125550100',
  extension: '',
  instructions: 'Front desk',
  addressName: 'OFFICE',
  latitude: 40.7,
  longitude: -74,
};

test('a saved address is shown as its lines, empty ones left out', () => {
  expect(addressLines(saved)).toEqual(['5 Broad St', 'Floor 3', 'New York, NY 10004']);
});

test('the form shows the phone masked, as it is typed (ACC-FIELD-3)', () => {
  expect(formValuesOf(saved)).toMatchObject({ phone: '(212) 555-0100', address1: '5 Broad St' });
  expect(formValuesOf({ ...saved, phone: '' }).phone).toBe('');
});
