import { TZDate, tz } from '@date-fns/tz';
import { formatRelativeDay, ORDERING_WINDOW_DAYS } from '@catering/domain';
import { addDays, format } from 'date-fns';

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

/** The next ORDERING_WINDOW_DAYS restaurant-local days, today first, with relative labels. */
export function dayChoices(timeZone: string, now: Date = new Date()): DayChoice[] {
  const [year, month, day] = localToday(timeZone, now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return Array.from({ length: ORDERING_WINDOW_DAYS }, (_, offset) => {
    // Noon keeps the calendar day stable across clock changes.
    const noon = addDays(new TZDate(year, month - 1, day, 12, 0, timeZone), offset);
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
