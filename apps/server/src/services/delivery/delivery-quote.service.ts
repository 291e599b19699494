import { randomUUID } from 'node:crypto';
import { ERROR_CODES, DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE } from '@catering/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deliveryQuotesRepository } from '../../db/repositories/delivery-quotes.repository';
import { restaurantsRepository } from '../../db/repositories/restaurants.repository';
import { AppError } from '../../http/app-error';
import { distanceMeters } from '../restaurants/geo-distance';
import { loadCalendars } from '../restaurants/hours-calendars';
import { openIntervalOn } from '../restaurants/real-hours';
import { restaurantNotFound } from '../restaurants/restaurant-errors';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import { addDays, formatLocalIso, localDateOf } from '../time/local-time';
import { centsToDollars } from '../catalogue/money';
import {
  calculateDeliveryFeeCents,
  DELIVERY_QUOTE_TTL_MS,
  DELIVERY_RADIUS_METERS,
} from './delivery-fee';

export interface QuoteRequest {
  deliveryAddress?: {
    street?: string;
    city?: string;
    state?: string;
    postalCode?: string;
    latitude?: number;
    longitude?: number;
    instructions?: string;
  };
  deliveryTime?: string;
  restaurantNumbers?: number[];
}

/** PUT /delivery/quote: the nearest listed restaurant that can deliver then, its fee and expiry. */
export function deliveryQuoteService(
  db: Kysely<Database>,
  deps: { now: () => number; restaurants: RestaurantsService },
) {
  const restaurants = restaurantsRepository(db);
  const quotes = deliveryQuotesRepository(db);

  return {
    async quote(request: QuoteRequest) {
      const address = request.deliveryAddress;
      const hasPlace =
        address?.postalCode ||
        (address?.latitude !== undefined && address?.longitude !== undefined);
      if (
        !address?.street ||
        !hasPlace ||
        !request.deliveryTime ||
        !request.restaurantNumbers?.length
      ) {
        throw new AppError(
          400,
          ERROR_CODES.deliveryQuoteMissingFields,
          DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE,
        );
      }
      const wanted = [...new Set(request.restaurantNumbers)];
      const rows = await restaurants.find({ numbers: wanted });
      const missing = wanted.filter((n) => !rows.some((row) => row.restaurant_number === n));
      if (missing.length > 0) throw restaurantNotFound(missing);

      const point = await deps.restaurants.locate(address);
      const deliverAt = Date.parse(request.deliveryTime);
      const now = deps.now();
      const utcDate = localDateOf(deliverAt, 'UTC');
      const calendars = await loadCalendars(
        restaurants,
        rows,
        addDays(utcDate, -1),
        addDays(utcDate, 1),
      );
      const candidates = rows
        .map((row) => ({
          row,
          distance: distanceMeters(point, {
            latitude: row.latitude_e6 / 1e6,
            longitude: row.longitude_e6 / 1e6,
          }),
        }))
        .filter(({ row, distance }) => {
          const calendar = calendars.get(row.restaurant_number);
          const open =
            calendar && openIntervalOn(calendar, localDateOf(deliverAt, row.timezone_id));
          const inHours = !!open && deliverAt >= open.openUtc && deliverAt < open.closeUtc;
          const afterLead = deliverAt >= now + row.lead_time_minutes * 60_000;
          return (
            row.status === 'OPEN' &&
            row.catering_delivery_enabled === 1 &&
            distance <= DELIVERY_RADIUS_METERS &&
            inHours &&
            afterLead
          );
        })
        .sort((a, b) => a.distance - b.distance);
      const chosen = candidates[0];
      if (!chosen) {
        throw new AppError(
          422,
          ERROR_CODES.noRestaurantDelivers,
          'None of these restaurants can deliver to this address at that time.',
        );
      }
      const feeCents = calculateDeliveryFeeCents(chosen.distance);
      const quote = {
        id: randomUUID(),
        restaurant_number: chosen.row.restaurant_number,
        delivery_time_utc: deliverAt,
        distance_meters: Math.round(chosen.distance),
        fee_cents: feeCents,
        postal_code: address.postalCode ?? '',
        created_at: now,
        expires_at: now + DELIVERY_QUOTE_TTL_MS,
      };
      await quotes.insert(quote);
      return {
        quoteId: quote.id,
        restaurantNumber: quote.restaurant_number,
        deliveryTime: formatLocalIso(deliverAt, chosen.row.timezone_id),
        deliveryTimeUtc: new Date(deliverAt).toISOString(),
        distance: quote.distance_meters,
        fee: centsToDollars(feeCents),
        feeCents,
        expiresAt: new Date(quote.expires_at).toISOString(),
      };
    },
  };
}
