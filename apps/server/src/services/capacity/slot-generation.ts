import { formatLocalIso, wallTimeToUtc } from '../time/local-time';
import type { OpenInterval } from '../restaurants/real-hours';

/** Length of a pickup or delivery time slot. */
export const SLOT_MINUTES = 15;

export interface SlotBooking {
  ordersCount: number;
  headcount: number;
}

/** What slot generation needs to know about one restaurant on one local date. */
export interface RestaurantDay {
  restaurantNumber: number;
  timezoneId: string;
  /** Null when the restaurant is closed that day. */
  open: OpenInterval | null;
  leadTimeMinutes: number;
  slotOrderLimit: number;
  slotHeadcountLimit: number;
  /** Bookings by slot start (UTC epoch ms). */
  bookings: ReadonlyMap<number, SlotBooking>;
  /** False when it cannot take this kind of order at all (delivery not enabled). */
  takesOrderType: boolean;
}

/** The wire shape of a time slot (ORD-SLOT-1). */
export interface TimeSlot {
  intervalStartTime: string;
  intervalStartTimeUtc: string;
  isIntervalAvailable: boolean;
  restaurantNumbers: number[];
}

/** True when a booking leaves room for one more order of `headcount` people. */
export function hasRoom(
  booking: SlotBooking | undefined,
  day: RestaurantDay,
  headcount: number,
): boolean {
  const orders = booking?.ordersCount ?? 0;
  const people = booking?.headcount ?? 0;
  return orders < day.slotOrderLimit && people + headcount <= day.slotHeadcountLimit;
}

/** Slot starts (UTC) of one open day: every 15 minutes from opening until 15 minutes before closing. */
export function slotStartsOf(open: OpenInterval, timezoneId: string): number[] {
  const starts: number[] = [];
  for (
    let minute = open.openMinute;
    minute + SLOT_MINUTES <= open.closeMinute;
    minute += SLOT_MINUTES
  ) {
    const start = wallTimeToUtc(open.date, minute, timezoneId);
    if (start !== null) starts.push(start);
  }
  return starts;
}

/**
 * The slots of one or more restaurants for one local date, merged by instant and shown in
 * `displayTimezoneId`. A restaurant can take a slot when the slot is within its hours, at least
 * its lead time after `now`, and not full.
 */
export function generateSlots(
  days: readonly RestaurantDay[],
  now: number,
  displayTimezoneId: string,
  headcount = 0,
): TimeSlot[] {
  const byStart = new Map<number, number[]>();
  for (const day of days) {
    if (!day.open) continue;
    const earliest = now + day.leadTimeMinutes * 60_000;
    for (const start of slotStartsOf(day.open, day.timezoneId)) {
      const takers = byStart.get(start) ?? [];
      byStart.set(start, takers);
      if (
        day.takesOrderType &&
        start >= earliest &&
        hasRoom(day.bookings.get(start), day, headcount)
      ) {
        takers.push(day.restaurantNumber);
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, takers]) => ({
      intervalStartTime: formatLocalIso(start, displayTimezoneId),
      intervalStartTimeUtc: new Date(start).toISOString(),
      isIntervalAvailable: takers.length > 0,
      restaurantNumbers: takers,
    }));
}
