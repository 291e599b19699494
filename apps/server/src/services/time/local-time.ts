import { TZDate } from '@date-fns/tz';
import { zoneOffsetMinutes } from '@catering/domain';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// Asking Intl about a time zone was the most expensive step of listing a day's slots, and every
// capacity answer and order check lists the same days' slots again: answers are kept by their exact
// question (zone and minute, or zone and wall time), the whole set dropped past TIME_CACHE_SIZE.
// Offsets are asked by the minute, not the millisecond: zones change offset on whole minutes, and
// "today" asked with the clock's instant on every request then shares one answer a minute instead
// of pushing the slot answers out.
const TIME_CACHE_SIZE = 20_000;

function remembered<T>(answer: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const value = answer(key);
    if (answers.size >= TIME_CACHE_SIZE) answers.clear();
    answers.set(key, value);
    return value;
  };
}

const offsetOf = remembered((key) => {
  const [timezoneId = '', minute] = key.split(' ');
  return zoneOffsetMinutes(timezoneId, Number(minute) * 60_000);
});

/** Minutes east of UTC of a time zone at an instant (-240 for New York in summer). */
export function offsetMinutes(epochMs: number, timezoneId: string): number {
  return offsetOf(`${timezoneId} ${Math.floor(epochMs / 60_000)}`);
}

/** The restaurant-local calendar date YYYY-MM-DD of an instant. */
export function localDateOf(epochMs: number, timezoneId: string): string {
  const shifted = new Date(epochMs + offsetMinutes(epochMs, timezoneId) * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** An instant as restaurant-local ISO 8601 with its offset: 2027-03-14T11:00:00-04:00. */
export function formatLocalIso(epochMs: number, timezoneId: string): string {
  const offset = offsetMinutes(epochMs, timezoneId);
  const shifted = new Date(epochMs + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

function parseDate(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
}

/**
 * The instant of a restaurant-local wall time (minutes after midnight of `date`), or null when
 * that wall time does not exist because clocks jump forward that night.
 */
export function wallTimeToUtc(
  date: string,
  minuteOfDay: number,
  timezoneId: string,
): number | null {
  return instantOf(`${timezoneId} ${date} ${minuteOfDay}`);
}

const instantOf = remembered((key): number | null => {
  const [timezoneId = '', date = '', minutes] = key.split(' ');
  const minuteOfDay = Number(minutes);
  const [year, month, day] = parseDate(date);
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  const local = new TZDate(year, month, day, hour, minute, timezoneId);
  // TZDate moves a non-existent wall time forward; a moved time is not one we can offer.
  const sameWallTime =
    local.getDate() === day && local.getHours() === hour % 24 && local.getMinutes() === minute;
  return sameWallTime || hour === 24 ? local.getTime() : null;
});

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month, day + days)).toISOString().slice(0, 10);
}

/** Day of the week of a YYYY-MM-DD date: 0 = Sunday ... 6 = Saturday. */
export function dayOfWeekOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month, day)).getUTCDay();
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2, d2) - Date.UTC(y1, m1, d1)) / 86_400_000);
}

export const DAY_NAMES = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
