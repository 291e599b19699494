import { tz } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** Length of a pickup or delivery time slot: the last one starts this long before closing. */
export const SLOT_MINUTES = 15;

/** One local day's opening hours, instants as restaurant-local ISO 8601 with offset. */
export interface DayHours {
  openDateTime: string;
  closeDateTime: string;
}

/** What decides a restaurant's first date: its notice and the opening hours it gave. */
export interface OrderableRestaurant {
  leadTimeMinutes: number;
  /** Consecutive local days from today, closed days left out; empty when unknown. */
  hours: readonly DayHours[];
}

/**
 * The first local date (YYYY-MM-DD) on which a restaurant can still have a time: a slot starts at
 * least the lead time after `now`, within a day it is open. Days past the hours given are open.
 */
export function firstOrderableDate(
  restaurant: OrderableRestaurant,
  timeZone: string,
  now: Date = new Date(),
): string {
  const earliest = now.getTime() + restaurant.leadTimeMinutes * 60_000;
  const byDate = new Map(restaurant.hours.map((day) => [day.openDateTime.slice(0, 10), day]));
  const lastKnown = [...byDate.keys()].sort().at(-1) ?? '';
  const zone = tz(timeZone);
  for (let day = new Date(earliest); ; day = addDays(day, 1, { in: zone })) {
    const date = format(day, 'yyyy-MM-dd', { in: zone });
    if (date > lastKnown) return date;
    const hours = byDate.get(date);
    const lastSlot = hours ? Date.parse(hours.closeDateTime) - SLOT_MINUTES * 60_000 : -Infinity;
    if (lastSlot >= earliest) return date;
  }
}

/** The earliest first date of several restaurants (a delivery address's), in one time zone. */
export function firstOrderableDateOfAny(
  restaurants: readonly OrderableRestaurant[],
  timeZone: string,
  now: Date = new Date(),
): string | undefined {
  return restaurants
    .map((restaurant) => firstOrderableDate(restaurant, timeZone, now))
    .sort()
    .at(0);
}
