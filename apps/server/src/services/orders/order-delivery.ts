import type { Kysely } from 'kysely';
import type { DeliveryAddress } from '@catering/domain';
import type { Database } from '../../db/schema';
import { deliveryQuoteService } from '../delivery/delivery-quote.service';
import type { OrderDeps } from './order-context';

/** A delivery quote from the catalogue's quote service for the order's address, slot and restaurant. */
export function quoteDelivery(
  deps: OrderDeps,
  db: Kysely<Database>,
  {
    address,
    slotStartUtc,
    restaurantNumber,
    now,
  }: { address: DeliveryAddress; slotStartUtc: number; restaurantNumber: number; now: number },
) {
  return deliveryQuoteService(db, { now: () => now, restaurants: deps.restaurants }).quote({
    deliveryAddress: {
      street: [address.address1, address.address2].filter(Boolean).join(' '),
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      instructions: address.instructions,
    },
    deliveryTime: new Date(slotStartUtc).toISOString(),
    restaurantNumbers: [restaurantNumber],
  });
}
