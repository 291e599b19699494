import type { Kysely } from 'kysely';
import type { Database, Flag } from '../schema';
import { demoClosures, demoPhoneNumber, demoRestaurants } from './restaurants.data';

const flag = (value: boolean): Flag => (value ? 1 : 0);
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Inserts the demo restaurants, their weekly hours and holiday closures. */
export async function seedRestaurants(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('restaurants')
    .values(
      demoRestaurants.map((r) => ({
        restaurant_number: r.restaurantNumber,
        name: r.name,
        concept_id: 'CMG',
        status: r.status,
        address_line1: r.address.line1,
        address_line2: r.address.line2 ?? null,
        locality: r.address.locality,
        administrative_area: r.address.area,
        postal_code: r.address.postalCode,
        country: r.address.country,
        latitude_e6: Math.round(r.latitude * 1e6),
        longitude_e6: Math.round(r.longitude * 1e6),
        timezone_id: r.timezoneId,
        cross_street1: r.directions.crossStreet1,
        cross_street2: r.directions.crossStreet2,
        landmark: r.directions.landmark,
        catering_delivery_enabled: flag(r.deliveryEnabled),
        lead_time_minutes: r.leadTimeMinutes,
        tax_rate_ppm: r.taxRatePpm,
        price_tier: r.priceTier,
        slot_order_limit: r.slotOrderLimit,
        slot_headcount_limit: r.slotHeadcountLimit,
        phone_number: demoPhoneNumber(r),
      })),
    )
    .execute();
  const hours = demoRestaurants.flatMap((r) =>
    Object.entries(r.hours).flatMap(([day, span]) =>
      span
        ? [
            {
              restaurant_number: r.restaurantNumber,
              day_of_week: Number(day),
              open_minute: minuteOf(span[0]),
              close_minute: minuteOf(span[1]),
            },
          ]
        : [],
    ),
  );
  await db.insertInto('restaurant_hours').values(hours).execute();
  await db
    .insertInto('restaurant_closures')
    .values(
      demoClosures.map((c) => ({
        restaurant_number: c.restaurantNumber,
        closure_date: c.date,
        reason: c.reason,
      })),
    )
    .execute();
}
