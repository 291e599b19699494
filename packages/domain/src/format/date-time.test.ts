import { TZDate } from '@date-fns/tz';
import { expect, test } from 'vitest';
import { formatDeliveryWindow, formatOrderWhen, formatTimeOfDay } from './date-time';

const NY = 'America/New_York';

const lunch = new TZDate(2026, 10, 25, 11, 30, NY); // Wednesday 25 November 2026

test('writes an en-US date with weekday, long month, day and time in the store time zone', () => {
  expect(formatOrderWhen(lunch, NY)).toBe('Wednesday, November 25, 11:30 AM');
  expect(formatOrderWhen(lunch, 'America/Vancouver')).toBe('Wednesday, November 25, 8:30 AM');
  expect(formatTimeOfDay(lunch.getTime(), 'UTC')).toBe('4:30 PM');
});

test('writes a delivery with its window, and a short form for narrow screens', () => {
  expect(formatOrderWhen(lunch, NY, { delivery: true })).toBe(
    'Wednesday, November 25, 11:30 AM - 11:45 AM',
  );
  expect(formatOrderWhen(lunch, NY, { short: true })).toBe('Wed, Nov 25, 11:30 AM');
  // 11:30 PM in Vancouver is already the next day in New York.
  const lateInVancouver = new TZDate(2026, 10, 25, 23, 30, 'America/Vancouver');
  expect(formatOrderWhen(lateInVancouver, NY, { short: true, delivery: true })).toBe(
    'Thu, Nov 26, 2:30 AM - 2:45 AM',
  );
});

test('shows delivery as a 15-minute window', () => {
  expect(formatDeliveryWindow(lunch, NY)).toBe('11:30 AM - 11:45 AM');
  expect(formatDeliveryWindow(new TZDate(2026, 10, 25, 11, 50, NY), NY)).toBe(
    '11:50 AM - 12:05 PM',
  );
});
