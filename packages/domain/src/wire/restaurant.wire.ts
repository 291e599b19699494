import { z } from 'zod';
import { RESTAURANT_SEARCH_PAGE_SIZE, RESTAURANT_SEARCH_RADIUS_METERS } from '../constants';
import { plainTextSchema } from './text-rules';

/** The parts of a restaurant a search may embed; the search returns all when it names none. */
export const RESTAURANT_EMBEDS = [
  'address',
  'directions',
  'realHours',
  'delivery',
  'catering',
  'timezone',
] as const;
/** One embeddable part of a restaurant. */
export type RestaurantEmbed = (typeof RESTAURANT_EMBEDS)[number];

const embedByLowerCase = new Map(RESTAURANT_EMBEDS.map((embed) => [embed.toLowerCase(), embed]));

/** The embed an asked name means, whatever its case, or undefined for an unknown name. */
export function restaurantEmbedNamed(name: string): RestaurantEmbed | undefined {
  return embedByLowerCase.get(name.toLowerCase());
}

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** POST /restaurant/search (ORD-REST-2): near a point, or given restaurants. */
export const restaurantSearchBodySchema = z
  .object({
    timeStamp: z.iso.datetime({ offset: true }).optional(),
    restaurantStatuses: z.array(z.literal('OPEN')).default(['OPEN']),
    conceptIds: z.array(z.string().min(1).max(10)).max(10).optional(),
    pageSize: z.number().int().min(1).max(100).default(RESTAURANT_SEARCH_PAGE_SIZE),
    pageIndex: z.number().int().min(1).default(1).describe('1 is the first page'),
    orderBy: z.literal('distance').default('distance'),
    radius: z
      .number()
      .positive()
      .max(RESTAURANT_SEARCH_RADIUS_METERS)
      .default(RESTAURANT_SEARCH_RADIUS_METERS),
    embeds: z
      .array(
        z.string().refine((value) => restaurantEmbedNamed(value) !== undefined, 'Unknown embed'),
      )
      .max(10)
      .optional()
      .describe(`Any of ${RESTAURANT_EMBEDS.join(', ')} (case-insensitive); all when omitted`),
    menuIds: z.array(z.string().min(1).max(20)).max(20).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    restaurantNumbers: z.array(z.number().int().positive()).min(1).max(100).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    error: 'latitude and longitude go together',
    path: ['latitude'],
  })
  .refine((body) => body.latitude !== undefined || body.restaurantNumbers !== undefined, {
    error: 'Give latitude and longitude, or restaurantNumbers',
    path: ['restaurantNumbers'],
  });

/** An address as a delivery search or quote gives it: any of its parts, coordinates if known. */
export const addressPlaceSchema = z.object({
  street: plainTextSchema(100).optional(),
  city: plainTextSchema(60).optional(),
  state: plainTextSchema(30).optional(),
  postalCode: plainTextSchema(10).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** POST /restaurant/delivery: restaurants that deliver to an address. */
export const deliverySearchBodySchema = z.object({
  deliveryAddress: addressPlaceSchema.refine(
    (a) => (a.latitude !== undefined && a.longitude !== undefined) || !!a.postalCode,
    {
      error: 'Give latitude and longitude, or a postal code',
      path: ['postalCode'],
    },
  ),
});

/** Opening hours of one local day; instants are restaurant-local ISO 8601 with offset. */
export const realHoursSchema = z.object({
  dayOfWeek: z.string(),
  openDateTime: z.string(),
  closeDateTime: z.string(),
});

/** The restaurant's phone, ten digits; always sent, null when it has none (older clients may omit it). */
export const restaurantPhoneSchema = z
  .string()
  .regex(/^\d{10}$/)
  .nullable()
  .optional()
  .describe('Ten digits, e.g. 2125550101; null when the restaurant has no number');

/** A restaurant (ORD-REST-1), with the embeds the search asked for. */
export const restaurantSchema = z.object({
  restaurantNumber: z.number().int(),
  name: z.string(),
  status: z.string(),
  phoneNumber: restaurantPhoneSchema,
  distance: z.number().optional().describe('Metres from the searched point'),
  addresses: z
    .array(
      z.object({
        addressLine1: z.string(),
        addressLine2: z.string(),
        locality: z.string(),
        administrativeArea: z.string(),
        postalCode: z.string(),
        countryCode: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    )
    .optional(),
  timezone: z.object({ timezoneId: z.string() }).optional(),
  directions: z
    .object({ crossStreet1: z.string(), crossStreet2: z.string(), landmark: z.string() })
    .optional(),
  realHours: z.array(realHoursSchema).optional(),
  delivery: z.object({ cateringDeliveryEnabled: z.boolean() }).optional(),
  catering: z
    .object({ leadTimeMinutes: z.number().int(), priceTier: z.number().int(), taxRate: z.number() })
    .optional(),
});

/** The answer of POST /restaurant/search: one page, nearest first. */
export const restaurantSearchResponseSchema = z.object({
  restaurants: z.array(restaurantSchema),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /restaurant/{restaurantNumber}/realhours. */
export const realHoursResponseSchema = z.object({
  restaurantNumber: z.number().int(),
  timezone: z.object({ timezoneId: z.string() }),
  realHours: z.array(realHoursSchema),
});

const geoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** The answer of POST /restaurant/delivery: the searched point and its delivery restaurants. */
export const deliverySearchResponseSchema = z.object({
  location: geoPointSchema,
  restaurants: z.array(restaurantSchema),
  combinedRealHours: z.array(realHoursSchema),
});

/** GET /geocode: the place of a US ZIP code or Canadian postal code. */
export const geocodedPlaceSchema = z.object({
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.enum(['US', 'CA']),
});

export type RestaurantSearchBody = z.input<typeof restaurantSearchBodySchema>;
export type DeliverySearchBody = z.input<typeof deliverySearchBodySchema>;
export type RealHours = z.infer<typeof realHoursSchema>;
export type Restaurant = z.infer<typeof restaurantSchema>;
export type RestaurantAddress = NonNullable<Restaurant['addresses']>[number];
export type RestaurantSearchResult = z.infer<typeof restaurantSearchResponseSchema>;
export type RealHoursResult = z.infer<typeof realHoursResponseSchema>;
export type GeoPoint = z.infer<typeof geoPointSchema>;
export type DeliverySearchResult = z.infer<typeof deliverySearchResponseSchema>;
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;
