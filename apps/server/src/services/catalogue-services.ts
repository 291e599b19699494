import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { createGeocoder, type GeocodingAdapter } from '../adapters/geocoding';
import type { SmsLog } from '../adapters/sms/sms-dispatcher';
import { capacityService } from './capacity/capacity.service';
import { catalogueService } from './catalogue/catalogue.service';
import { deliveryQuoteService } from './delivery/delivery-quote.service';
import { noticesService } from './restaurants/notices.service';
import { restaurantsService } from './restaurants/restaurants.service';

/** What tests and deployments may swap: the clock and the maps provider. */
export interface ServiceDependencies {
  /** The current instant in epoch ms; tests fix it so slots are deterministic. */
  now?: () => number;
  geocoder?: GeocodingAdapter;
  /** Where background work (the text-message worker) reports failures; the app's logger. */
  log?: SmsLog;
}

/** Catalogue, restaurants, capacity, delivery and notices: the services of the ordering set-up. */
export function createCatalogueServices(
  db: Kysely<Database>,
  config: Config,
  deps: ServiceDependencies = {},
) {
  const now = deps.now ?? Date.now;
  const geocoder = deps.geocoder ?? createGeocoder(config);
  const restaurants = restaurantsService(db, { now, geocoder });
  return {
    now,
    geocoder,
    catalogue: catalogueService(db, { recheckMs: config.CATALOGUE_RECHECK_SECONDS * 1000 }),
    restaurants,
    capacity: capacityService(db, { now, windowDays: config.ORDERING_WINDOW_DAYS }),
    delivery: deliveryQuoteService(db, { now, restaurants }),
    notices: noticesService(db, restaurants),
  };
}
