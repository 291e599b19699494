import { tz } from '@date-fns/tz';
import { addMinutes, format } from 'date-fns';
import { DELIVERY_WINDOW_MINUTES } from '../constants';

/** Formats an en-US date and time in a time zone, e.g. "Wednesday, November 25, 11:30 AM". */
export function formatOrderDateTime(date: Date | number, timeZone: string): string {
  return format(date, 'EEEE, MMMM d, h:mm a', { in: tz(timeZone) });
}

/** Formats a short en-US date in a time zone, e.g. "Wed, Nov 25": for a phone's narrow band. */
export function formatShortDate(date: Date | number, timeZone: string): string {
  return format(date, 'EEE, MMM d', { in: tz(timeZone) });
}

/** Formats a time of day in a time zone, e.g. "11:30 AM". */
export function formatTimeOfDay(date: Date | number, timeZone: string): string {
  return format(date, 'h:mm a', { in: tz(timeZone) });
}

/** Formats the 15-minute delivery window starting at a time, e.g. "11:30 AM - 11:45 AM". */
export function formatDeliveryWindow(start: Date | number, timeZone: string): string {
  const end = addMinutes(start, DELIVERY_WINDOW_MINUTES);
  return `${formatTimeOfDay(start, timeZone)} - ${formatTimeOfDay(end, timeZone)}`;
}
