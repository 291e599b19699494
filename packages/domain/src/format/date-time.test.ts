import { TZDate } from '@date-fns/tz';
import { expect, test } from 'vitest';
import {
  formatDeliveryWindow,
  formatOrderDateTime,
  formatShortDate,
  formatTimeOfDay,
} from './date-time';

const NY = 'America/New_York';

const lunch = new TZDate(2026, 10, 25, 11, 30, NY); // Wednesday 25 November 2026

test('writes an en-US date with weekday, long month, day and time in the store time zone', () => {
  expect(formatOrderDateTime(lunch, NY)).toBe('Wednesday, November 25, 11:30 AM');
  expect(formatOrderDateTime(lunch, 'America/Vancouver')).toBe('Wednesday, November 25, 8:30 AM');
  expect(formatTimeOfDay(lunch.getTime(), 'UTC')).toBe('4:30 PM');
});

test('writes a short date for narrow screens, in the store time zone', () => {
  expect(formatShortDate(lunch, NY)).toBe('Wed, Nov 25');
  // 11:30 PM in Vancouver is already the next day in New York.
  const lateInVancouver = new TZDate(2026, 10, 25, 23, 30, 'America/Vancouver');
  expect(formatShortDate(lateInVancouver, 'America/Vancouver')).toBe('Wed, Nov 25');
  expect(formatShortDate(lateInVancouver, NY)).toBe('Thu, Nov 26');
});

test('shows delivery as a 15-minute window', () => {
  expect(formatDeliveryWindow(lunch, NY)).toBe('11:30 AM - 11:45 AM');
  expect(formatDeliveryWindow(new TZDate(2026, 10, 25, 11, 50, NY), NY)).toBe(
    '11:50 AM - 12:05 PM',
  );
});
