import { describe, expect, test } from 'vitest';
import { wallClock, zoneOffsetMinutes } from './zone-offset';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset as the platform's time-zone data gives it, independently of the module. */
function intlOffset(timeZone: string, at: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const RULE_ZONES = [
  'UTC',
  'Etc/UTC',
  'America/New_York',
  'America/Detroit',
  'America/Toronto',
  'America/Chicago',
  'America/Winnipeg',
  'America/Regina',
  'America/Denver',
  'America/Edmonton',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Anchorage',
  'Pacific/Honolulu',
];
const HOUR = 3_600_000;

/** Every hour of the weeks around both changes of each year, and every day's noon UTC. */
function instantsOf(year: number): number[] {
  const instants: number[] = [];
  for (const [month, first, last] of [
    [2, 1, 16],
    [9, 28, 31],
    [10, 1, 9],
  ] as const)
    for (let at = Date.UTC(year, month, first); at < Date.UTC(year, month, last + 1); at += HOUR)
      instants.push(at);
  for (let at = Date.UTC(year, 0, 1, 12); at < Date.UTC(year + 1, 0, 1); at += 24 * HOUR)
    instants.push(at);
  return instants;
}

describe('zoneOffsetMinutes', () => {
  test.each(RULE_ZONES)('agrees with the platform for %s, 2007 to 2040', (zone) => {
    const wrong: string[] = [];
    for (let year = 2007; year <= 2040; year += 1)
      for (const at of instantsOf(year)) {
        const expected = intlOffset(zone, at);
        const actual = zoneOffsetMinutes(zone, at);
        if (actual !== expected)
          wrong.push(`${new Date(at).toISOString()}: ${actual}, not ${expected}`);
      }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('changes at 2:00 local time on the change days in New York', () => {
    // 2027: second Sunday of March is the 14th, first Sunday of November the 7th.
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2027, 2, 14, 6, 59))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2027, 2, 14, 7))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2027, 10, 7, 5, 59))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2027, 10, 7, 6))).toBe(-300);
  });

  test('asks the platform for zones without a rule and for instants before 2007', () => {
    const auckland = Date.UTC(2027, 0, 15, 12);
    expect(zoneOffsetMinutes('Pacific/Auckland', auckland)).toBe(780);
    expect(zoneOffsetMinutes('Asia/Kolkata', auckland)).toBe(330);
    // 2006: daylight time still began on the first Sunday of April.
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2006, 2, 20, 12))).toBe(-300);
  });
});

test('wallClock gives the local date and time, across midnight', () => {
  // 2:30 UTC on Thursday 26 November 2026 is 9:30 PM on Wednesday the 25th in New York.
  expect(wallClock(Date.UTC(2026, 10, 26, 2, 30), 'America/New_York')).toEqual({
    year: 2026,
    month: 10,
    day: 25,
    weekday: 3,
    hours: 21,
    minutes: 30,
  });
});
