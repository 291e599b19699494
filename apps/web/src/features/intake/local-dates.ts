import { TZDate, tz } from '@date-fns/tz';
import { formatRelativeDay, ORDERING_WINDOW_DAYS } from '@catering/domain';
import { addDays, differenceInCalendarDays, format } from 'date-fns';

export interface DayChoice {
  /** Restaurant-local YYYY-MM-DD. */
  date: string;
  /** Today, Tomorrow, a weekday, or MM/DD/YY. */
  label: string;
  /** "Nov 27". */
  short: string;
}

/** Today's date in a time zone, YYYY-MM-DD. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/**
 * Restaurant-local days from `from` (today unless said) to the end of the ordering window, which
 * runs ORDERING_WINDOW_DAYS from today; labels are relative to `now`.
 */
export function dayChoices(
  timeZone: string,
  now: Date = new Date(),
  from: string = localToday(timeZone, now),
): DayChoice[] {
  const noonOf = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    // Noon keeps the calendar day stable across clock changes.
    return new TZDate(year, month - 1, day, 12, 0, timeZone);
  };
  const first = noonOf(from);
  const skipped = differenceInCalendarDays(first, noonOf(localToday(timeZone, now)));
  return Array.from({ length: Math.max(ORDERING_WINDOW_DAYS - skipped, 0) }, (_, offset) => {
    const noon = addDays(first, offset);
    return {
      date: format(noon, 'yyyy-MM-dd'),
      label: formatRelativeDay(noon, now, timeZone),
      short: format(noon, 'MMM d'),
    };
  });
}

/** The store-local "HH:mm" of a slot's local ISO start ("2026-11-27T11:30:00-05:00"). */
export function slotTime(intervalStartTime: string): string {
  return intervalStartTime.slice(11, 16);
}
