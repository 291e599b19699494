import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { restaurantsRepository } from '../../db/repositories/restaurants.repository';
import { slotBookingsRepository } from '../../db/repositories/slot-bookings.repository';
import { AppError } from '../../http/app-error';
import { ERROR_CODES } from '@catering/domain';
import { loadCalendars } from '../restaurants/hours-calendars';
import { openIntervalOn } from '../restaurants/real-hours';
import { restaurantNotFound } from '../restaurants/restaurant-errors';
import { daysBetween, localDateOf } from '../time/local-time';
import { generateSlots, type RestaurantDay, type SlotBooking } from './slot-generation';

export interface TimesQuery {
  restaurantNumbers: number[];
  /** Restaurant-local date YYYY-MM-DD. */
  date: string;
  orderType?: 'pickup' | 'delivery';
  headcount?: number;
}

/** POST /capacity: the 15-minute slots of one or more restaurants for one local date. */
export function capacityService(
  db: Kysely<Database>,
  deps: { now: () => number; windowDays: number },
) {
  const restaurants = restaurantsRepository(db);
  const bookings = slotBookingsRepository(db);

  return {
    async times(query: TimesQuery) {
      const wanted = [...new Set(query.restaurantNumbers)];
      const rows = await restaurants.find({ numbers: wanted });
      const missing = wanted.filter((n) => !rows.some((row) => row.restaurant_number === n));
      if (missing.length > 0) throw restaurantNotFound(missing);
      rows.sort(
        (a, b) => wanted.indexOf(a.restaurant_number) - wanted.indexOf(b.restaurant_number),
      );
      const displayZone = rows[0]?.timezone_id ?? 'UTC';
      const now = deps.now();
      const ahead = daysBetween(localDateOf(now, displayZone), query.date);
      if (ahead < 0) {
        throw new AppError(
          400,
          ERROR_CODES.dateOutsideOrderingWindow,
          `The date must be between today and ${deps.windowDays} days ahead.`,
        );
      }
      // A date past the ordering window still shows its slots, each saying why it cannot be had.
      const windowEnd =
        ahead > deps.windowDays ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
      const calendars = await loadCalendars(restaurants, rows, query.date, query.date);
      const opens = rows.map((row) => {
        const calendar = calendars.get(row.restaurant_number);
        return calendar ? openIntervalOn(calendar, query.date) : null;
      });
      const starts = opens.flatMap((open) => (open ? [open.openUtc, open.closeUtc] : []));
      const booked =
        starts.length === 0
          ? []
          : await bookings.between(wanted, Math.min(...starts), Math.max(...starts));
      const days: RestaurantDay[] = rows.map((row, i) => ({
        restaurantNumber: row.restaurant_number,
        timezoneId: row.timezone_id,
        open: opens[i] ?? null,
        leadTimeMinutes: row.lead_time_minutes,
        slotOrderLimit: row.slot_order_limit,
        slotHeadcountLimit: row.slot_headcount_limit,
        takesOrderType:
          row.status === 'OPEN' &&
          (query.orderType !== 'delivery' || row.catering_delivery_enabled === 1),
        bookings: new Map<number, SlotBooking>(
          booked
            .filter((b) => b.restaurant_number === row.restaurant_number)
            .map((b) => [
              b.slot_start_utc,
              { ordersCount: b.orders_count, headcount: b.headcount },
            ]),
        ),
      }));
      return {
        date: query.date,
        timezone: { timezoneId: displayZone },
        timeSlots: generateSlots(days, now, displayZone, query.headcount ?? 0, windowEnd),
      };
    },
  };
}

export type CapacityService = ReturnType<typeof capacityService>;
