import type { Kysely } from 'kysely';
import type { Database, RestaurantsTable } from '../schema';
import { byKeys, preparedQuery } from '../prepared-query';

const restaurantByNumber = preparedQuery((db, args: { restaurantNumber: number }) =>
  db.selectFrom('restaurants').selectAll().where('restaurant_number', '=', args.restaurantNumber),
);

// One restaurant's hours and closures: what every order's intake check asks (byKeys).
const hoursOfOne = preparedQuery((db, args: { restaurantNumber: number }) =>
  db
    .selectFrom('restaurant_hours')
    .selectAll()
    .where('restaurant_number', '=', args.restaurantNumber),
);
const closuresOfOne = preparedQuery(
  (db, args: { restaurantNumber: number; fromDate: string; toDate: string }) =>
    db
      .selectFrom('restaurant_closures')
      .select(['restaurant_number', 'closure_date'])
      .where('restaurant_number', '=', args.restaurantNumber)
      .where('closure_date', '>=', args.fromDate)
      .where('closure_date', '<=', args.toDate),
);

export type RestaurantRow = RestaurantsTable;

export interface RestaurantFilter {
  box?: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };
  numbers?: readonly number[];
  status?: string;
  conceptIds?: readonly string[];
  deliveryEnabledOnly?: boolean;
}

const e6 = (degrees: number) => Math.round(degrees * 1e6);

/** Restaurants, their weekly hours and closure dates. */
export function restaurantsRepository(db: Kysely<Database>) {
  return {
    findByNumber: (restaurantNumber: number) => restaurantByNumber.first(db, { restaurantNumber }),

    /** Restaurants matching every given filter; a box narrows by coordinates before exact distances. */
    find(filter: RestaurantFilter): Promise<RestaurantRow[]> {
      let query = db.selectFrom('restaurants').selectAll();
      if (filter.numbers) {
        if (filter.numbers.length === 0) return Promise.resolve([]);
        query = query.where('restaurant_number', 'in', [...filter.numbers]);
      }
      if (filter.box) {
        const { minLatitude, maxLatitude, minLongitude, maxLongitude } = filter.box;
        query = query
          .where('latitude_e6', '>=', e6(minLatitude))
          .where('latitude_e6', '<=', e6(maxLatitude));
        // A box crossing the antimeridian would need two ranges; no restaurant is near it.
        if (minLongitude > -180 && maxLongitude < 180) {
          query = query
            .where('longitude_e6', '>=', e6(minLongitude))
            .where('longitude_e6', '<=', e6(maxLongitude));
        }
      }
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.conceptIds && filter.conceptIds.length > 0)
        query = query.where('concept_id', 'in', [...filter.conceptIds]);
      if (filter.deliveryEnabledOnly) query = query.where('catering_delivery_enabled', '=', 1);
      return query.orderBy('restaurant_number').execute();
    },

    hoursOf: (restaurantNumbers: readonly number[]) =>
      byKeys(
        restaurantNumbers,
        (restaurantNumber) => hoursOfOne.rows(db, { restaurantNumber }),
        (numbers) =>
          db
            .selectFrom('restaurant_hours')
            .selectAll()
            .where('restaurant_number', 'in', numbers)
            .execute(),
      ),

    closuresOf: (restaurantNumbers: readonly number[], fromDate: string, toDate: string) =>
      byKeys(
        restaurantNumbers,
        (restaurantNumber) => closuresOfOne.rows(db, { restaurantNumber, fromDate, toDate }),
        (numbers) =>
          db
            .selectFrom('restaurant_closures')
            .select(['restaurant_number', 'closure_date'])
            .where('restaurant_number', 'in', numbers)
            .where('closure_date', '>=', fromDate)
            .where('closure_date', '<=', toDate)
            .execute(),
      ),
  };
}
