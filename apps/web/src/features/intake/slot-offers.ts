import { tz } from '@date-fns/tz';
import type { SlotUnavailableReason, TimeSlot } from '@catering/domain';
import { format } from 'date-fns';
import type { Restaurant } from '../../api/restaurant';

/** How many free times and restaurants a full time offers instead (decision 211). */
export const NEAREST_TIMES = 4;
export const NEAREST_RESTAURANTS = 3;

const REASONS: Record<Exclude<SlotUnavailableReason, 'notOffered'>, string> = {
  full: 'Full',
  tooSoon: 'Too soon to prepare',
  outsideWindow: 'Past the ordering window',
  closed: 'Restaurant closed',
};

/** Why a slot cannot be had, in the words the time list shows (ORD-SLOT-6). */
export function slotReasonText(
  reason: SlotUnavailableReason,
  orderType: 'pickup' | 'delivery',
): string {
  return reason === 'notOffered' ? `No ${orderType} then` : REASONS[reason];
}

/**
 * The free slots of the day nearest in time to the wanted one, either side, a tie going to the
 * earlier; in time order (ORD-SLOT-7).
 */
export function nearestFreeTimes(
  slots: readonly TimeSlot[],
  wanted: TimeSlot,
  count = NEAREST_TIMES,
): TimeSlot[] {
  const at = (slot: TimeSlot) => Date.parse(slot.intervalStartTimeUtc);
  const target = at(wanted);
  return slots
    .filter((slot) => slot.isIntervalAvailable)
    .sort((a, b) => Math.abs(at(a) - target) - Math.abs(at(b) - target) || at(a) - at(b))
    .slice(0, count)
    .sort((a, b) => at(a) - at(b));
}

/**
 * The nearest restaurants, other than the current one, that can take the wanted slot: `nearby`
 * is in distance order, `slot` is the same instant asked of them (ORD-SLOT-8).
 */
export function freeRestaurantsAt(
  nearby: readonly Restaurant[],
  slot: TimeSlot | undefined,
  current: number,
  count = NEAREST_RESTAURANTS,
): Restaurant[] {
  const free = new Set(slot?.restaurantNumbers ?? []);
  return nearby
    .filter((r) => r.restaurantNumber !== current && free.has(r.restaurantNumber))
    .slice(0, count);
}

/** The "HH:mm" of a slot's instant in another restaurant's zone. */
export function localTimeOf(slot: TimeSlot, timeZone: string): string {
  return format(new Date(slot.intervalStartTimeUtc), 'HH:mm', { in: tz(timeZone) });
}
