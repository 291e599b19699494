import type {
  RestaurantRow,
  restaurantsRepository,
} from '../../db/repositories/restaurants.repository';
import { addDays, localDateOf } from '../time/local-time';
import { distanceMeters, type GeoPoint } from './geo-distance';
import { loadCalendars } from './hours-calendars';
import { openIntervalsFrom, type OpenInterval } from './real-hours';
import { REAL_HOURS_DAYS } from './search-constants';

export interface Located {
  row: RestaurantRow;
  distance?: number;
}

/** Open intervals of the seven local days from `at`, per restaurant. */
export async function realHoursOf(
  repository: ReturnType<typeof restaurantsRepository>,
  rows: readonly RestaurantRow[],
  at: number,
): Promise<Map<number, OpenInterval[]>> {
  // Local dates differ from the UTC date by at most one day either way.
  const utcDate = localDateOf(at, 'UTC');
  const calendars = await loadCalendars(
    repository,
    rows,
    addDays(utcDate, -1),
    addDays(utcDate, REAL_HOURS_DAYS + 1),
  );
  return new Map(
    rows.map((row) => {
      const calendar = calendars.get(row.restaurant_number);
      const start = localDateOf(at, row.timezone_id);
      return [
        row.restaurant_number,
        calendar ? openIntervalsFrom(calendar, start, REAL_HOURS_DAYS) : [],
      ];
    }),
  );
}

/** Restaurants within `radius` metres of `point`, nearest first; all of them, unsorted, without a point. */
export function byDistance(
  rows: RestaurantRow[],
  point: GeoPoint | undefined,
  radius: number,
): Located[] {
  if (!point) return rows.map((row) => ({ row }));
  return rows
    .map((row) => ({
      row,
      distance: distanceMeters(point, {
        latitude: row.latitude_e6 / 1e6,
        longitude: row.longitude_e6 / 1e6,
      }),
    }))
    .filter((located) => located.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.row.restaurant_number - b.row.restaurant_number);
}
