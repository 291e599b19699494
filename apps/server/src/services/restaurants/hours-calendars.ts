import type {
  RestaurantRow,
  restaurantsRepository,
} from '../../db/repositories/restaurants.repository';
import type { HoursCalendar } from './real-hours';

/** Loads the opening calendars of restaurants for local dates fromDate..toDate (two queries). */
export async function loadCalendars(
  repository: ReturnType<typeof restaurantsRepository>,
  rows: readonly RestaurantRow[],
  fromDate: string,
  toDate: string,
): Promise<Map<number, HoursCalendar>> {
  const numbers = rows.map((row) => row.restaurant_number);
  const [hours, closures] = await Promise.all([
    repository.hoursOf(numbers),
    repository.closuresOf(numbers, fromDate, toDate),
  ]);
  return new Map(
    rows.map((row) => [
      row.restaurant_number,
      {
        timezoneId: row.timezone_id,
        weekly: hours
          .filter((h) => h.restaurant_number === row.restaurant_number)
          .map((h) => ({
            dayOfWeek: h.day_of_week,
            openMinute: h.open_minute,
            closeMinute: h.close_minute,
          })),
        closures: new Set(
          closures
            .filter((c) => c.restaurant_number === row.restaurant_number)
            .map((c) => c.closure_date),
        ),
      },
    ]),
  );
}
