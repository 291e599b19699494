import { describe, expect, test } from 'vitest';
import { combinedRealHours, combineOpenIntervals } from './combined-real-hours';
import { openIntervalOn, openIntervalsFrom, toRealHours, type HoursCalendar } from './real-hours';

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  openMinute: 645,
  closeMinute: 1320,
}));
const newYork: HoursCalendar = {
  timezoneId: 'America/New_York',
  weekly: weekdays,
  closures: new Set(['2027-03-10']),
};

describe('real hours', () => {
  test('a weekday opens and closes at its local wall times', () => {
    const interval = openIntervalOn(newYork, '2027-03-15');
    expect(interval && toRealHours(interval, newYork.timezoneId)).toEqual({
      dayOfWeek: 'MONDAY',
      openDateTime: '2027-03-15T10:45:00-04:00',
      closeDateTime: '2027-03-15T22:00:00-04:00',
    });
  });

  test('weekends without hours and closure dates are closed', () => {
    expect(openIntervalOn(newYork, '2027-03-13')).toBeNull();
    expect(openIntervalOn(newYork, '2027-03-10')).toBeNull();
  });

  test('seven days from a Wednesday closure list four open weekdays with offsets across the DST change', () => {
    const days = openIntervalsFrom(newYork, '2027-03-10', 7).map((i) =>
      toRealHours(i, newYork.timezoneId),
    );
    expect(days.map((d) => d.dayOfWeek)).toEqual(['THURSDAY', 'FRIDAY', 'MONDAY', 'TUESDAY']);
    expect(days[1]?.openDateTime).toBe('2027-03-12T10:45:00-05:00');
    expect(days[2]?.openDateTime).toBe('2027-03-15T10:45:00-04:00');
  });
});

describe('combined real hours', () => {
  test('merges overlapping intervals and keeps separate ones apart', () => {
    const merged = combineOpenIntervals([
      [
        { openUtc: 10, closeUtc: 20 },
        { openUtc: 40, closeUtc: 50 },
      ],
      [{ openUtc: 15, closeUtc: 30 }],
    ]);
    expect(merged).toEqual([
      { openUtc: 10, closeUtc: 30 },
      { openUtc: 40, closeUtc: 50 },
    ]);
  });

  test('shows the union in the given time zone', () => {
    const a = {
      openUtc: Date.parse('2027-03-15T14:45:00Z'),
      closeUtc: Date.parse('2027-03-15T22:00:00Z'),
    };
    const b = {
      openUtc: Date.parse('2027-03-15T15:00:00Z'),
      closeUtc: Date.parse('2027-03-16T02:00:00Z'),
    };
    expect(combinedRealHours([[a], [b]], 'America/New_York')).toEqual([
      {
        dayOfWeek: 'MONDAY',
        openDateTime: '2027-03-15T10:45:00-04:00',
        closeDateTime: '2027-03-15T22:00:00-04:00',
      },
    ]);
  });
});
