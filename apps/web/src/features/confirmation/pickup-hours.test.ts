import { expect, test } from 'vitest';
import { hoursOnDay } from './pickup-hours';

const hours = [
  {
    dayOfWeek: 'WEDNESDAY',
    openDateTime: '2030-01-02T10:45:00-05:00',
    closeDateTime: '2030-01-02T22:00:00-05:00',
  },
  {
    dayOfWeek: 'THURSDAY',
    openDateTime: '2030-01-03T10:45:00-05:00',
    closeDateTime: '2030-01-03T22:00:00-05:00',
  },
];

test("shows the hours of the pickup's local day in the restaurant's time zone", () => {
  // 02:00 UTC on the 3rd is still the evening of the 2nd in New York.
  expect(hoursOnDay(hours, new Date('2030-01-03T02:00:00Z'), 'America/New_York')).toBe(
    '10:45 AM - 10:00 PM',
  );
  expect(hoursOnDay(hours, new Date('2030-01-05T17:00:00Z'), 'America/New_York')).toBeUndefined();
});
