import type { RestaurantRow } from '../../db/repositories/restaurants.repository';
import type { RealHours } from './real-hours';
import { RESTAURANT_EMBEDS, type RestaurantEmbed } from './search-constants';

export interface RestaurantViewInput {
  distance?: number;
  realHours?: RealHours[];
  embeds?: ReadonlySet<RestaurantEmbed>;
}

/** A restaurant on the wire (ORD-REST-1), with only the embeds asked for. */
export function toRestaurantView(row: RestaurantRow, input: RestaurantViewInput = {}) {
  const embeds = input.embeds ?? new Set(RESTAURANT_EMBEDS);
  return {
    restaurantNumber: row.restaurant_number,
    name: row.name,
    status: row.status,
    phoneNumber: row.phone_number ?? null,
    ...(input.distance !== undefined ? { distance: Math.round(input.distance) } : {}),
    ...(embeds.has('address')
      ? {
          addresses: [
            {
              addressLine1: row.address_line1,
              addressLine2: row.address_line2 ?? '',
              locality: row.locality,
              administrativeArea: row.administrative_area,
              postalCode: row.postal_code,
              countryCode: row.country,
              latitude: row.latitude_e6 / 1e6,
              longitude: row.longitude_e6 / 1e6,
            },
          ],
        }
      : {}),
    ...(embeds.has('timezone') ? { timezone: { timezoneId: row.timezone_id } } : {}),
    ...(embeds.has('directions')
      ? {
          directions: {
            crossStreet1: row.cross_street1 ?? '',
            crossStreet2: row.cross_street2 ?? '',
            landmark: row.landmark ?? '',
          },
        }
      : {}),
    ...(embeds.has('realHours') && input.realHours ? { realHours: input.realHours } : {}),
    ...(embeds.has('delivery')
      ? { delivery: { cateringDeliveryEnabled: row.catering_delivery_enabled === 1 } }
      : {}),
    ...(embeds.has('catering')
      ? {
          catering: {
            leadTimeMinutes: row.lead_time_minutes,
            priceTier: row.price_tier,
            taxRate: row.tax_rate_ppm / 1e6,
          },
        }
      : {}),
  };
}

export type RestaurantView = ReturnType<typeof toRestaurantView>;
