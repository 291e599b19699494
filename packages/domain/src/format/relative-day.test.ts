import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatRelativeDay } from './relative-day';

const NY = 'America/New_York';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// Plain Dates, so that only the time zone argument can place them on a calendar day.
const at = (zone: string, ...parts: [number, number, number, number, number]) =>
  new Date(new TZDate(...parts, zone).getTime());

describe('formatRelativeDay', () => {
  const now = at(NY, 2025, 10, 25, 9, 0); // Tuesday 25 November 2025, 9:00 AM

  test.each([
    ['11:59 PM the day before', 'Yesterday', at(NY, 2025, 10, 24, 23, 59)],
    ['midnight today', 'Today', at(NY, 2025, 10, 25, 0, 0)],
    ['11:59 PM today', 'Today', at(NY, 2025, 10, 25, 23, 59)],
    ['midnight the next day', 'Tomorrow', at(NY, 2025, 10, 26, 0, 0)],
    ['noon two days on', 'Thursday', at(NY, 2025, 10, 27, 12, 0)],
    ['noon six days on', 'Monday', at(NY, 2025, 11, 1, 12, 0)],
    ['noon seven days on', '12/02/25', at(NY, 2025, 11, 2, 12, 0)],
    ['noon two days before', '11/23/25', at(NY, 2025, 10, 23, 12, 0)],
  ])('labels %s as %s', (_when, label, date) => {
    expect(formatRelativeDay(date, now, NY)).toBe(label);
  });

  test('counts days in the given time zone rather than in UTC', () => {
    const evening = at(NY, 2025, 10, 25, 20, 0); // already 26 November in UTC
    expect(formatRelativeDay(at(NY, 2025, 10, 26, 10, 0), evening, NY)).toBe('Tomorrow');
    expect(formatRelativeDay(at(NY, 2025, 10, 26, 10, 0), evening, 'UTC')).toBe('Today');
  });

  test('calls a date tomorrow across the autumn change even when 48 hours away', () => {
    const start = at(NY, 2025, 10, 1, 0, 0); // Saturday, before clocks fall back on Sunday 2 November
    expect(formatRelativeDay(at(NY, 2025, 10, 2, 23, 59), start, NY)).toBe('Tomorrow');
  });

  test('calls a date tomorrow across the spring change even when under 24 hours away', () => {
    const start = at('America/Vancouver', 2025, 2, 8, 23, 30); // clocks spring forward on 9 March
    expect(
      formatRelativeDay(at('America/Vancouver', 2025, 2, 9, 0, 15), start, 'America/Vancouver'),
    ).toBe('Tomorrow');
  });
});

function expectedLabel(offset: number, target: TZDate): string {
  if (offset === -1) return 'Yesterday';
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset > 1 && offset < 7) return WEEKDAYS[target.getDay()] ?? '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(target.getMonth() + 1)}/${two(target.getDate())}/${two(target.getFullYear() % 100)}`;
}

// Days around the 2024 and 2025 clock changes (month index, day).
const transitions = [
  [2024, 2, 10],
  [2024, 10, 3],
  [2025, 2, 9],
  [2025, 10, 2],
] as const;

test('labels days correctly across daylight-saving changes in New York and Vancouver', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(NY, 'America/Vancouver'),
      fc.constantFrom(...transitions),
      fc.integer({ min: -8, max: 1 }),
      fc.integer({ min: -3, max: 10 }),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })),
      (zone, [year, month, day], shift, offset, [h1, m1], [h2, m2]) => {
        // Noon anchors keep both dates on their intended calendar day even inside a skipped hour.
        const nowDay = new TZDate(year, month, day + shift, 12, 0, zone);
        const now = new TZDate(
          nowDay.getFullYear(),
          nowDay.getMonth(),
          nowDay.getDate(),
          h1,
          m1,
          zone,
        );
        const targetDay = new TZDate(year, month, day + shift + offset, 12, 0, zone);
        const target = new TZDate(
          targetDay.getFullYear(),
          targetDay.getMonth(),
          targetDay.getDate(),
          h2,
          m2,
          zone,
        );
        expect(formatRelativeDay(new Date(+target), new Date(+now), zone)).toBe(
          expectedLabel(offset, targetDay),
        );
      },
    ),
    { numRuns: 300 },
  );
});
