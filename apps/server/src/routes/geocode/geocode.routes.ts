import { geocodedPlaceSchema as geocodeResponseSchema } from '@catering/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { postalCodeNotFound } from '../../services/restaurants/restaurant-errors';

const geocodeQuerySchema = z.object({ postalCode: z.string().trim().min(3).max(10) });

/** Stands in for the maps service (API-MAPS-1): postal code to coordinates. */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocode',
    {
      schema: {
        tags: ['Other'],
        summary:
          'Coordinates of a US ZIP code or a Canadian postal code (by its first three characters)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await app.services.geocoder.geocodePostalCode(request.query.postalCode);
      if (!found) throw postalCodeNotFound(request.query.postalCode);
      reply.header('cache-control', 'public, max-age=86400');
      return found;
    },
  );
};
