import { expect, test } from 'vitest';
import type { Restaurant } from '../../api/restaurant';
import { addressText, crossStreetsText, todaysHoursText } from './restaurant-text';

const restaurant: Restaurant = {
  restaurantNumber: 1001,
  name: 'Third Ave & 40th',
  status: 'OPEN',
  addresses: [
    {
      addressLine1: '622 Third Ave',
      addressLine2: '',
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10017',
      countryCode: 'US',
      latitude: 40.7496,
      longitude: -73.9762,
    },
  ],
  timezone: { timezoneId: 'America/New_York' },
  directions: { crossStreet1: '3rd Ave', crossStreet2: 'E 40th St', landmark: '' },
  realHours: [
    {
      dayOfWeek: 'FRIDAY',
      openDateTime: '2026-11-27T10:45:00-05:00',
      closeDateTime: '2026-11-27T22:00:00-05:00',
    },
  ],
};

test('writes the address and cross streets of a restaurant', () => {
  expect(addressText(restaurant)).toBe('622 Third Ave, New York, NY 10017');
  expect(crossStreetsText(restaurant)).toBe('3rd Ave & E 40th St');
});

test("shows today's hours in the restaurant's time zone, or closed", () => {
  expect(todaysHoursText(restaurant, '2026-11-27')).toBe('Open today 10:45 AM - 10:00 PM');
  expect(todaysHoursText(restaurant, '2026-11-26')).toBe('Closed today');
});
