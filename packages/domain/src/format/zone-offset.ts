import { tzOffset } from '@date-fns/tz';

/**
 * The restaurants' time zones whose offsets follow from a rule, without asking the browser.
 * The first `Intl` call of a page loads the browser's locale and zone data in one long task (35 to
 * 120 ms on a laptop, four times that on a phone), and the order band formats its time on every
 * screen. These zones keep the North American daylight-saving rule (since 2007: from the second
 * Sunday of March at 2:00 local standard time to the first Sunday of November at 2:00 local
 * daylight time) or no daylight saving at all; every other zone, and any instant before 2007, is
 * asked of `Intl`. A test compares every zone here with `Intl` hour by hour around each change
 * up to 2040, so a change of the rules in the browser's data shows up as a failing test.
 */
const RULE_ZONES: Record<string, { standard: number; daylight: boolean }> = {
  UTC: { standard: 0, daylight: false },
  'Etc/UTC': { standard: 0, daylight: false },
  'America/New_York': { standard: -300, daylight: true },
  'America/Detroit': { standard: -300, daylight: true },
  'America/Toronto': { standard: -300, daylight: true },
  'America/Chicago': { standard: -360, daylight: true },
  'America/Winnipeg': { standard: -360, daylight: true },
  'America/Regina': { standard: -360, daylight: false },
  'America/Denver': { standard: -420, daylight: true },
  'America/Edmonton': { standard: -420, daylight: true },
  'America/Phoenix': { standard: -420, daylight: false },
  'America/Los_Angeles': { standard: -480, daylight: true },
  'America/Vancouver': { standard: -480, daylight: true },
  'America/Anchorage': { standard: -540, daylight: true },
  'Pacific/Honolulu': { standard: -600, daylight: false },
};

const RULE_SINCE = Date.UTC(2007, 0, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The UTC midnight of the nth Sunday (1-based) of a month. */
function nthSunday(year: number, month: number, nth: number): number {
  const first = Date.UTC(year, month, 1);
  const firstSunday = first + ((7 - new Date(first).getUTCDay()) % 7) * DAY;
  return firstSunday + (nth - 1) * 7 * DAY;
}

/** Whether daylight saving time is in force at an instant, for a zone `standard` minutes from UTC. */
function isDaylightTime(at: number, standard: number): boolean {
  const year = new Date(at + standard * 60_000).getUTCFullYear();
  const starts = nthSunday(year, 2, 2) + 2 * HOUR - standard * 60_000;
  const ends = nthSunday(year, 10, 1) + 2 * HOUR - (standard + 60) * 60_000;
  return at >= starts && at < ends;
}

/** Minutes east of UTC of a time zone at an instant (-240 for New York in summer). */
export function zoneOffsetMinutes(timeZone: string, at: Date | number): number {
  const instant = +at;
  const rule = RULE_ZONES[timeZone];
  if (!rule || instant < RULE_SINCE) return tzOffset(timeZone, new Date(instant));
  return rule.standard + (rule.daylight && isDaylightTime(instant, rule.standard) ? 60 : 0);
}

/** The wall clock of a time zone at an instant. */
export interface WallClock {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  hours: number;
  minutes: number;
}

/** What a clock on the restaurant's wall shows at an instant. */
export function wallClock(at: Date | number, timeZone: string): WallClock {
  const local = new Date(+at + zoneOffsetMinutes(timeZone, at) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}
