import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Info notices (epops) shown per restaurant and channel. */
export function noticesRepository(db: Kysely<Database>) {
  return {
    activeFor: (restaurantNumber: number, channel: string) =>
      db
        .selectFrom('info_notices')
        .select(['title', 'message'])
        .where('restaurant_number', '=', restaurantNumber)
        .where('channel', '=', channel)
        .where('active', '=', 1)
        .orderBy('sort_order')
        .execute(),
  };
}
