import { DELIVERY_WINDOW_MINUTES } from '../constants';
import { wallClock } from './zone-offset';

// Written by hand, not with date-fns' `format` in a zone: that asks `Intl` for the zone's offset,
// and the first `Intl` call of a page is one long task (see zone-offset.ts). The order band shows
// these on every screen.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formats a time of day in a time zone, e.g. "11:30 AM". */
export function formatTimeOfDay(date: Date | number, timeZone: string): string {
  const { hours, minutes } = wallClock(date, timeZone);
  const hour = hours % 12 || 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Formats the 15-minute delivery window starting at a time, e.g. "11:30 AM - 11:45 AM". */
export function formatDeliveryWindow(start: Date | number, timeZone: string): string {
  const end = +start + DELIVERY_WINDOW_MINUTES * 60_000;
  return `${formatTimeOfDay(start, timeZone)} - ${formatTimeOfDay(end, timeZone)}`;
}

/**
 * When an order is due, in the store's time zone: "Wednesday, November 25, 11:30 AM"; a delivery
 * shows its 15-minute window in place of the time; `short` is for narrow screens
 * ("Wed, Nov 25, 11:30 AM").
 */
export function formatOrderWhen(
  start: Date | number,
  timeZone: string,
  { delivery = false, short = false }: { delivery?: boolean; short?: boolean } = {},
): string {
  const clock = wallClock(start, timeZone);
  const weekday = WEEKDAYS[clock.weekday] ?? '';
  const month = MONTHS[clock.month] ?? '';
  const day = short
    ? `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${clock.day}`
    : `${weekday}, ${month} ${clock.day}`;
  const time = delivery ? formatDeliveryWindow(start, timeZone) : formatTimeOfDay(start, timeZone);
  return `${day}, ${time}`;
}
