import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  restaurantsRepository,
  type RestaurantRow,
} from '../../db/repositories/restaurants.repository';
import type { GeocodingAdapter } from '../../adapters/geocoding';
import { combinedRealHours } from './combined-real-hours';
import { boundingBox, type GeoPoint } from './geo-distance';
import { byDistance, realHoursOf } from './restaurant-lookup';
import { toRealHours, type OpenInterval } from './real-hours';
import { postalCodeNotFound, restaurantNotFound } from './restaurant-errors';
import { toRestaurantView } from './restaurant-view';
import type { RestaurantEmbed } from './search-constants';
import { DELIVERY_RADIUS_METERS } from '../delivery/delivery-fee';

export interface RestaurantSearch {
  at: number;
  point?: GeoPoint;
  radius: number;
  restaurantNumbers?: number[];
  conceptIds?: string[];
  embeds: ReadonlySet<RestaurantEmbed>;
  pageSize: number;
  pageIndex: number;
}

export interface DeliveryPlace {
  postalCode?: string;
  latitude?: number;
  longitude?: number;
}

/** Restaurant search, real hours and delivery search over the restaurants tables. */
export function restaurantsService(
  db: Kysely<Database>,
  deps: { now: () => number; geocoder: GeocodingAdapter },
) {
  const repository = restaurantsRepository(db);

  async function locate(place: DeliveryPlace): Promise<GeoPoint> {
    if (place.latitude !== undefined && place.longitude !== undefined)
      return { latitude: place.latitude, longitude: place.longitude };
    const code = place.postalCode ?? '';
    const found = await deps.geocoder.geocodePostalCode(code);
    if (!found) throw postalCodeNotFound(code);
    return found;
  }

  return {
    locate,

    /** The restaurant, or a 404 with RES-0404. */
    async require(restaurantNumber: number): Promise<RestaurantRow> {
      const row = await repository.findByNumber(restaurantNumber);
      if (!row) throw restaurantNotFound([restaurantNumber]);
      return row;
    },

    /** POST /restaurant/search: open restaurants by great-circle distance, one page. */
    async search(query: RestaurantSearch) {
      const rows = await repository.find({
        status: 'OPEN',
        conceptIds: query.conceptIds,
        numbers: query.restaurantNumbers,
        box: query.point ? boundingBox(query.point, query.radius) : undefined,
      });
      const located = byDistance(rows, query.point, query.radius);
      const page = located.slice(
        (query.pageIndex - 1) * query.pageSize,
        query.pageIndex * query.pageSize,
      );
      const hours: Map<number, OpenInterval[]> = query.embeds.has('realHours')
        ? await realHoursOf(
            repository,
            page.map((p) => p.row),
            query.at,
          )
        : new Map();
      const restaurants = page.map(({ row, distance }) =>
        toRestaurantView(row, {
          distance,
          embeds: query.embeds,
          realHours: (hours.get(row.restaurant_number) ?? []).map((i) =>
            toRealHours(i, row.timezone_id, i.date),
          ),
        }),
      );
      return {
        restaurants,
        totalCount: located.length,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      };
    },

    /** GET /restaurant/{n}/realhours: the next seven local days from `at`. */
    async realHours(restaurantNumber: number) {
      const row = await this.require(restaurantNumber);
      const intervals =
        (await realHoursOf(repository, [row], deps.now())).get(row.restaurant_number) ?? [];
      return {
        restaurantNumber,
        timezone: { timezoneId: row.timezone_id },
        realHours: intervals.map((i) => toRealHours(i, row.timezone_id, i.date)),
      };
    },

    /** POST /restaurant/delivery: delivery-enabled restaurants within the delivery radius. */
    async deliverySearch(place: DeliveryPlace) {
      const point = await locate(place);
      const rows = await repository.find({
        status: 'OPEN',
        deliveryEnabledOnly: true,
        box: boundingBox(point, DELIVERY_RADIUS_METERS),
      });
      const located = byDistance(rows, point, DELIVERY_RADIUS_METERS);
      const hours = await realHoursOf(
        repository,
        located.map((l) => l.row),
        deps.now(),
      );
      const restaurants = located.map(({ row, distance }) =>
        toRestaurantView(row, {
          distance,
          realHours: (hours.get(row.restaurant_number) ?? []).map((i) =>
            toRealHours(i, row.timezone_id, i.date),
          ),
        }),
      );
      const nearestZone = located[0]?.row.timezone_id ?? 'UTC';
      return {
        location: point,
        restaurants,
        combinedRealHours: combinedRealHours([...hours.values()], nearestZone),
      };
    },
  };
}

export type RestaurantsService = ReturnType<typeof restaurantsService>;
