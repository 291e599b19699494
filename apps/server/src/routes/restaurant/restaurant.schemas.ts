import { z } from 'zod';
import {
  RESTAURANT_EMBEDS,
  RESTAURANT_SEARCH_PAGE_SIZE,
  RESTAURANT_SEARCH_RADIUS_METERS,
} from '../../services/restaurants/search-constants';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const embedByLowerCase = new Map(RESTAURANT_EMBEDS.map((embed) => [embed.toLowerCase(), embed]));

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
        z.string().refine((value) => embedByLowerCase.has(value.toLowerCase()), 'Unknown embed'),
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

export function normalizeEmbeds(embeds: readonly string[] | undefined) {
  return new Set(
    embeds
      ? embeds.map((e) => embedByLowerCase.get(e.toLowerCase())).filter((e) => e !== undefined)
      : RESTAURANT_EMBEDS,
  );
}

export const restaurantNumberParamsSchema = z.object({
  restaurantNumber: z.coerce.number().int().positive(),
});

export const deliverySearchBodySchema = z.object({
  deliveryAddress: z
    .object({
      street: z.string().max(100).optional(),
      city: z.string().max(60).optional(),
      state: z.string().max(30).optional(),
      postalCode: z.string().max(10).optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .refine((a) => (a.latitude !== undefined && a.longitude !== undefined) || !!a.postalCode, {
      error: 'Give latitude and longitude, or a postal code',
      path: ['postalCode'],
    }),
});

export const realHoursSchema = z.object({
  dayOfWeek: z.string(),
  openDateTime: z.string(),
  closeDateTime: z.string(),
});

export const restaurantSchema = z.object({
  restaurantNumber: z.number().int(),
  name: z.string(),
  status: z.string(),
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

export const restaurantSearchResponseSchema = z.object({
  restaurants: z.array(restaurantSchema),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

export const realHoursResponseSchema = z.object({
  restaurantNumber: z.number().int(),
  timezone: z.object({ timezoneId: z.string() }),
  realHours: z.array(realHoursSchema),
});

export const deliverySearchResponseSchema = z.object({
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  restaurants: z.array(restaurantSchema),
  combinedRealHours: z.array(realHoursSchema),
});
