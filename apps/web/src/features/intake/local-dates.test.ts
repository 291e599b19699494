import { describe, expect, test } from 'vitest';
import { dayChoices, localToday, slotTime } from './local-dates';

const lateEvening = new Date('2026-11-25T03:30:00Z'); // 10:30 PM on 24 November in New York

describe('dayChoices', () => {
  test('starts today in the restaurant time zone, not in UTC', () => {
    expect(localToday('America/New_York', lateEvening)).toBe('2026-11-24');
    expect(dayChoices('America/New_York', lateEvening)[0]).toEqual({
      date: '2026-11-24',
      label: 'Today',
      short: 'Nov 24',
    });
  });

  test('starts from the first date that can have times and ends where the window ends', () => {
    const days = dayChoices('America/New_York', lateEvening, '2026-11-26');
    expect(days[0]).toEqual({ date: '2026-11-26', label: 'Thursday', short: 'Nov 26' });
    expect(days).toHaveLength(28);
    expect(days.at(-1)?.date).toBe('2026-12-23');
  });

  test('offers 30 days labelled Today, Tomorrow, weekdays, then MM/DD/YY', () => {
    const days = dayChoices('America/New_York', lateEvening);
    expect(days).toHaveLength(30);
    expect(days.slice(1, 3).map((d) => d.label)).toEqual(['Tomorrow', 'Thursday']);
    expect(days[7]?.label).toBe('12/01/26');
    expect(days[29]?.date).toBe('2026-12-23');
  });
});

test('reads the store-local time of a slot', () => {
  expect(slotTime('2026-11-27T11:30:00-05:00')).toBe('11:30');
});
