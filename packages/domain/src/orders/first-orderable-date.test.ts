import { expect, test } from 'vitest';
import { firstOrderableDate, firstOrderableDateOfAny } from './first-orderable-date';

const NY = 'America/New_York';
// Thursday Nov 26 2026 to Wednesday Dec 2, 10:30 to 20:00 New York time, closed on Sunday.
const week = ['26', '27', '28', '30']
  .map((d) => `2026-11-${d}`)
  .concat(['2026-12-01', '2026-12-02'])
  .map((date) => ({
    openDateTime: `${date}T10:30:00-05:00`,
    closeDateTime: `${date}T20:00:00-05:00`,
  }));
const at = (iso: string) => new Date(iso);

test('a day of notice rules today out: the first date is tomorrow while its last slot is ahead', () => {
  const restaurant = { leadTimeMinutes: 24 * 60, hours: week };
  expect(firstOrderableDate(restaurant, NY, at('2026-11-26T09:00:00-05:00'))).toBe('2026-11-27');
  // 19:45 tomorrow is the last slot: at 19:45 today it is still bookable, at 19:46 it is not.
  expect(firstOrderableDate(restaurant, NY, at('2026-11-26T19:45:00-05:00'))).toBe('2026-11-27');
  expect(firstOrderableDate(restaurant, NY, at('2026-11-26T19:46:00-05:00'))).toBe('2026-11-28');
});

test('a shorter notice leaves today open until its last slot is too close', () => {
  const restaurant = { leadTimeMinutes: 12 * 60, hours: week };
  expect(firstOrderableDate(restaurant, NY, at('2026-11-26T07:00:00-05:00'))).toBe('2026-11-26');
  expect(firstOrderableDate(restaurant, NY, at('2026-11-26T08:00:00-05:00'))).toBe('2026-11-27');
});

test('a closed day is skipped while the hours cover it, and days past the hours count as open', () => {
  const restaurant = { leadTimeMinutes: 24 * 60, hours: week };
  // Saturday 20:00: Sunday is closed, so Monday.
  expect(firstOrderableDate(restaurant, NY, at('2026-11-28T21:00:00-05:00'))).toBe('2026-11-30');
  expect(firstOrderableDate(restaurant, NY, at('2026-12-02T09:00:00-05:00'))).toBe('2026-12-03');
  expect(
    firstOrderableDate({ leadTimeMinutes: 0, hours: [] }, NY, at('2026-11-26T23:00:00-05:00')),
  ).toBe('2026-11-26');
});

test('the date is the restaurant-local one, whatever zone the instant was written in', () => {
  const restaurant = { leadTimeMinutes: 24 * 60, hours: [] };
  // 03:00 on Nov 27 in Auckland is 09:00 on Nov 26 in New York.
  expect(firstOrderableDate(restaurant, NY, at('2026-11-27T03:00:00+13:00'))).toBe('2026-11-27');
});

test('several delivery restaurants: the earliest first date of any of them', () => {
  const now = at('2026-11-26T07:00:00-05:00');
  const slow = { leadTimeMinutes: 48 * 60, hours: week };
  const quick = { leadTimeMinutes: 12 * 60, hours: week };
  expect(firstOrderableDateOfAny([slow, quick], NY, now)).toBe('2026-11-26');
  expect(firstOrderableDateOfAny([], NY, now)).toBeUndefined();
});
