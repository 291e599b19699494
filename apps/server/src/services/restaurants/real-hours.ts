import { addDays, DAY_NAMES, dayOfWeekOf, formatLocalIso, wallTimeToUtc } from '../time/local-time';

export interface WeeklyHoursRow {
  dayOfWeek: number;
  openMinute: number;
  closeMinute: number;
}

/** A restaurant's opening calendar: weekly hours in its own time zone and closure dates. */
export interface HoursCalendar {
  timezoneId: string;
  weekly: readonly WeeklyHoursRow[];
  closures: ReadonlySet<string>;
}

export interface OpenInterval {
  date: string;
  openMinute: number;
  closeMinute: number;
  openUtc: number;
  closeUtc: number;
}

/** The wire shape of a restaurant's real hours (ORD-REST-3). */
export interface RealHours {
  dayOfWeek: string;
  openDateTime: string;
  closeDateTime: string;
}

/** When the restaurant is open on a local date, or null when closed all day. */
export function openIntervalOn(calendar: HoursCalendar, date: string): OpenInterval | null {
  if (calendar.closures.has(date)) return null;
  const day = dayOfWeekOf(date);
  const hours = calendar.weekly.find((row) => row.dayOfWeek === day);
  if (!hours || hours.closeMinute <= hours.openMinute) return null;
  const openUtc = wallTimeToUtc(date, hours.openMinute, calendar.timezoneId);
  const closeUtc = wallTimeToUtc(date, hours.closeMinute, calendar.timezoneId);
  if (openUtc === null || closeUtc === null) return null;
  return { date, openMinute: hours.openMinute, closeMinute: hours.closeMinute, openUtc, closeUtc };
}

/** Open intervals of `days` consecutive local dates from `startDate`, closed days left out. */
export function openIntervalsFrom(
  calendar: HoursCalendar,
  startDate: string,
  days = 7,
): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const interval = openIntervalOn(calendar, addDays(startDate, offset));
    if (interval) intervals.push(interval);
  }
  return intervals;
}

/** An open interval as realHours, in restaurant-local ISO time with offset. */
export function toRealHours(
  interval: Pick<OpenInterval, 'openUtc' | 'closeUtc'>,
  timezoneId: string,
  date?: string,
): RealHours {
  const day = dayOfWeekOf(date ?? formatLocalIso(interval.openUtc, timezoneId).slice(0, 10));
  return {
    dayOfWeek: DAY_NAMES[day] ?? 'SUNDAY',
    openDateTime: formatLocalIso(interval.openUtc, timezoneId),
    closeDateTime: formatLocalIso(interval.closeUtc, timezoneId),
  };
}
