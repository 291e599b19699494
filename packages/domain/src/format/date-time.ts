import { tz } from '@date-fns/tz';
import { addMinutes, format } from 'date-fns';
import { DELIVERY_WINDOW_MINUTES } from '../constants';

/** Formats a time of day in a time zone, e.g. "11:30 AM". */
export function formatTimeOfDay(date: Date | number, timeZone: string): string {
  return format(date, 'h:mm a', { in: tz(timeZone) });
}

/** Formats the 15-minute delivery window starting at a time, e.g. "11:30 AM - 11:45 AM". */
export function formatDeliveryWindow(start: Date | number, timeZone: string): string {
  const end = addMinutes(start, DELIVERY_WINDOW_MINUTES);
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
  const day = format(start, short ? 'EEE, MMM d' : 'EEEE, MMMM d', { in: tz(timeZone) });
  const time = delivery ? formatDeliveryWindow(start, timeZone) : formatTimeOfDay(start, timeZone);
  return `${day}, ${time}`;
}
