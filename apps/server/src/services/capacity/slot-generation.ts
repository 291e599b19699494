import { SLOT_UNAVAILABLE_REASONS, type SlotUnavailableReason } from '@catering/domain';
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
  unavailableReason?: SlotUnavailableReason;
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

/** Why this restaurant cannot take the slot starting at `start`, or null when it can. */
export function slotRefusal(
  day: RestaurantDay,
  start: number,
  now: number,
  windowEnd: number,
  headcount: number,
): SlotUnavailableReason | null {
  if (!day.takesOrderType) return 'notOffered';
  if (!day.open || start < day.open.openUtc || start + SLOT_MINUTES * 60_000 > day.open.closeUtc)
    return 'closed';
  if (start > windowEnd) return 'outsideWindow';
  if (start < now + day.leadTimeMinutes * 60_000) return 'tooSoon';
  if (!hasRoom(day.bookings.get(start), day, headcount)) return 'full';
  return null;
}

/**
 * The slots of one or more restaurants for one local date, merged by instant and shown in
 * `displayTimezoneId`: every 15 minutes of the hours any of them is open. A restaurant can take a
 * slot when the slot is within its hours and the ordering window (`windowEnd`), at least its lead
 * time after `now`, and not full; a slot none can take says why (SLOT_UNAVAILABLE_REASONS).
 */
export function generateSlots(
  days: readonly RestaurantDay[],
  now: number,
  displayTimezoneId: string,
  headcount = 0,
  windowEnd = Number.POSITIVE_INFINITY,
): TimeSlot[] {
  const starts = new Set<number>();
  for (const day of days) {
    if (day.open) for (const start of slotStartsOf(day.open, day.timezoneId)) starts.add(start);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => {
      const takers: number[] = [];
      let reason: SlotUnavailableReason | null = null;
      for (const day of days) {
        const refusal = slotRefusal(day, start, now, windowEnd, headcount);
        if (!refusal) takers.push(day.restaurantNumber);
        else if (
          !reason ||
          SLOT_UNAVAILABLE_REASONS.indexOf(refusal) < SLOT_UNAVAILABLE_REASONS.indexOf(reason)
        )
          reason = refusal;
      }
      return {
        intervalStartTime: formatLocalIso(start, displayTimezoneId),
        intervalStartTimeUtc: new Date(start).toISOString(),
        isIntervalAvailable: takers.length > 0,
        restaurantNumbers: takers,
        ...(takers.length === 0 && reason ? { unavailableReason: reason } : {}),
      };
    });
}
