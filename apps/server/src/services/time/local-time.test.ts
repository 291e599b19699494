import { describe, expect, test } from 'vitest';
import {
  addDays,
  dayOfWeekOf,
  daysBetween,
  formatLocalIso,
  localDateOf,
  offsetMinutes,
  wallTimeToUtc,
} from './local-time';

describe('restaurant-local time', () => {
  test('a New York wall time maps to UTC with the offset of that day, across the spring change', () => {
    expect(wallTimeToUtc('2027-03-13', 11 * 60, 'America/New_York')).toBe(
      Date.parse('2027-03-13T16:00:00Z'),
    );
    expect(wallTimeToUtc('2027-03-14', 11 * 60, 'America/New_York')).toBe(
      Date.parse('2027-03-14T15:00:00Z'),
    );
  });

  test('a wall time skipped by the spring change does not exist', () => {
    expect(wallTimeToUtc('2027-03-14', 2 * 60 + 30, 'America/New_York')).toBeNull();
  });

  test('Phoenix keeps one offset all year', () => {
    expect(wallTimeToUtc('2027-03-14', 11 * 60, 'America/Phoenix')).toBe(
      Date.parse('2027-03-14T18:00:00Z'),
    );
    expect(wallTimeToUtc('2027-07-14', 11 * 60, 'America/Phoenix')).toBe(
      Date.parse('2027-07-14T18:00:00Z'),
    );
  });

  test('formats an instant as local ISO with the offset in force at that instant', () => {
    expect(formatLocalIso(Date.parse('2027-11-07T05:30:00Z'), 'America/New_York')).toBe(
      '2027-11-07T01:30:00-04:00',
    );
    expect(formatLocalIso(Date.parse('2027-11-07T06:30:00Z'), 'America/New_York')).toBe(
      '2027-11-07T01:30:00-05:00',
    );
    expect(formatLocalIso(Date.parse('2027-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(
      '2027-01-01T05:30:00+05:30',
    );
  });

  test('the offset changes at the very millisecond the clocks do, not at the next minute', () => {
    // Asked in this order, a cache keyed by the minute must not answer the later instant with
    // the earlier one's offset, nor the other way round.
    const change = Date.parse('2027-03-14T07:00:00Z'); // 2:00 EST becomes 3:00 EDT
    expect(offsetMinutes(change - 1, 'America/New_York')).toBe(-300);
    expect(offsetMinutes(change, 'America/New_York')).toBe(-240);
    expect(offsetMinutes(change + 59_999, 'America/New_York')).toBe(-240);
    expect(offsetMinutes(change - 60_000, 'America/New_York')).toBe(-300);
    expect(localDateOf(Date.parse('2027-03-14T04:59:59.999Z'), 'America/New_York')).toBe(
      '2027-03-13',
    );
    expect(localDateOf(Date.parse('2027-03-14T05:00:00.000Z'), 'America/New_York')).toBe(
      '2027-03-14',
    );
  });

  test('the local date of an instant depends on the time zone', () => {
    const instant = Date.parse('2027-03-14T03:00:00Z');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2027-03-13');
    expect(localDateOf(instant, 'America/Toronto')).toBe('2027-03-13');
    expect(localDateOf(instant, 'UTC')).toBe('2027-03-14');
  });

  test('date arithmetic crosses months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(dayOfWeekOf('2027-03-14')).toBe(0);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});
