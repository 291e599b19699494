import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { noticesRepository } from '../../db/repositories/notices.repository';
import type { RestaurantsService } from './restaurants.service';

/** The info-notices service (epops): "HEADS UP" posts of a restaurant for one channel. */
export function noticesService(db: Kysely<Database>, restaurants: RestaurantsService) {
  const notices = noticesRepository(db);
  return {
    async forRestaurant(restaurantNumber: number, channel: string) {
      await restaurants.require(restaurantNumber);
      const rows = await notices.activeFor(restaurantNumber, channel);
      return rows.map((row) => ({ Title: row.title, Message: row.message }));
    },
  };
}
