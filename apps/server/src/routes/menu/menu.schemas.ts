import { z } from 'zod';

export const restaurantNumberParamsSchema = z.object({
  restaurantNumber: z.coerce.number().int().positive(),
});

export const geocodeMenuQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** 304: the client's copy (If-None-Match) is current; no body. */
export const notModifiedSchema = z.null().describe('Not modified: the ETag matches');
