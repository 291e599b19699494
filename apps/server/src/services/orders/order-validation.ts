import type { Kysely } from 'kysely';
import type { OrderType } from '@catering/domain';
import type { Database } from '../../db/schema';
import {
  restaurantsRepository,
  type RestaurantRow,
} from '../../db/repositories/restaurants.repository';
import { slotBookingsRepository } from '../../db/repositories/slot-bookings.repository';
import { slotRefusal, slotStartsOf, type RestaurantDay } from '../capacity/slot-generation';
import { loadCalendars } from '../restaurants/hours-calendars';
import { openIntervalOn } from '../restaurants/real-hours';
import { daysBetween, localDateOf, offsetMinutes } from '../time/local-time';
import type { IntakeErrorKey } from './order-errors';

export interface IntakeChoice {
  orderType: OrderType;
  restaurantNumber: number;
  /** Restaurant-local YYYY-MM-DD and HH:mm. */
  date: string;
  time: string;
}

export interface IntakeCheck {
  errors: IntakeErrorKey[];
  restaurant?: RestaurantRow;
  /** The slot start (UTC epoch ms) when the time is a real slot of that restaurant and date. */
  slotStartUtc?: number;
}

export interface IntakeRules {
  now: number;
  windowDays: number;
  /** Headcount the slot must still have room for; 0 checks only the order count. */
  headcount: number;
}

/**
 * Checks an intake against the restaurant and its capacity, with the capacity service's own slot
 * rules (hours, closures, lead time, order window, room left), through the given executor so it
 * can run inside a transaction.
 */
export async function checkIntake(
  db: Kysely<Database>,
  intake: IntakeChoice,
  rules: IntakeRules,
): Promise<IntakeCheck> {
  const restaurant = await restaurantsRepository(db).findByNumber(intake.restaurantNumber);
  if (!restaurant) return { errors: ['restaurantInvalid'] };
  const takesOrder =
    restaurant.status === 'OPEN' &&
    (intake.orderType === 'pickup' || restaurant.catering_delivery_enabled === 1);
  if (!takesOrder) return { errors: ['restaurantInvalid'], restaurant };

  const dateKey: IntakeErrorKey = intake.orderType === 'delivery' ? 'deliveryDate' : 'pickupDate';
  const timeKey: IntakeErrorKey = intake.orderType === 'delivery' ? 'deliveryTime' : 'pickupTime';
  // The capacity service's answer for this one restaurant and date, without listing (formatting)
  // every slot of the day: only the chosen one is looked up, and only its booking is read.
  const timezoneId = restaurant.timezone_id;
  const ahead = daysBetween(localDateOf(rules.now, timezoneId), intake.date);
  if (ahead < 0) return { errors: [dateKey], restaurant };
  // A date past the ordering window still has its slots, each refused as outside the window.
  const windowEnd = ahead > rules.windowDays ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const repository = restaurantsRepository(db);
  const calendar = (await loadCalendars(repository, [restaurant], intake.date, intake.date)).get(
    restaurant.restaurant_number,
  );
  const open = calendar ? openIntervalOn(calendar, intake.date) : null;
  const starts = open ? slotStartsOf(open, timezoneId) : [];
  const day: RestaurantDay = {
    restaurantNumber: restaurant.restaurant_number,
    timezoneId,
    open,
    leadTimeMinutes: restaurant.lead_time_minutes,
    slotOrderLimit: restaurant.slot_order_limit,
    slotHeadcountLimit: restaurant.slot_headcount_limit,
    takesOrderType: true,
    bookings: new Map(),
  };
  const refusal = (start: number) => slotRefusal(day, start, rules.now, windowEnd, rules.headcount);
  if (starts.every((start) => refusal(start) === 'outsideWindow'))
    return { errors: [dateKey], restaurant };
  const wanted = minuteOfTime(intake.time);
  const start = starts.find((s) => localMinuteOf(s, timezoneId) === wanted);
  if (start === undefined) return { errors: [timeKey], restaurant };
  const [booking] = await slotBookingsRepository(db).between(
    [restaurant.restaurant_number],
    start,
    start + 1,
  );
  if (booking)
    day.bookings = new Map([
      [start, { ordersCount: booking.orders_count, headcount: booking.headcount }],
    ]);
  if (refusal(start) !== null) return { errors: [timeKey], restaurant };
  return { errors: [], restaurant, slotStartUtc: start };
}

/** Minutes after midnight of an "HH:mm" time, or -1 when it is not one. */
function minuteOfTime(time: string): number {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) return -1;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : -1;
}

/** The restaurant-local minute after midnight of an instant (the HH:mm a slot is shown with). */
function localMinuteOf(epochMs: number, timezoneId: string): number {
  const local = epochMs + offsetMinutes(epochMs, timezoneId) * 60_000;
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** The intake flags (ORD-INTAKE-9) from a list of error keys. */
export function intakeFlags(errors: readonly IntakeErrorKey[]) {
  return {
    isRestaurantValid: !errors.some((e) => e === 'restaurantInvalid' || e === 'restaurantMissing'),
    isDateValid: !errors.some((e) => e === 'pickupDate' || e === 'deliveryDate'),
    isTimeValid: !errors.some((e) => e === 'pickupTime' || e === 'deliveryTime'),
  };
}
