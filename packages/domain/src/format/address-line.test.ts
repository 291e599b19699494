import { expect, test } from 'vitest';
import { formatAddressLine } from './address-line';

test('street and unit, then city, state and postal code; an empty unit is left out', () => {
  const address = {
    address1: '405 Lexington Ave',
    city: 'New York',
    state: 'NY',
    postalCode: '10174',
  };
  expect(formatAddressLine({ ...address, address2: 'Floor 3' })).toBe(
    '405 Lexington Ave, Floor 3, New York, NY 10174',
  );
  expect(formatAddressLine({ ...address, address2: '' })).toBe(
    '405 Lexington Ave, New York, NY 10174',
  );
  expect(formatAddressLine({ ...address, address2: null })).toBe(
    '405 Lexington Ave, New York, NY 10174',
  );
});
