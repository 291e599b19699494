import { infoNoticesSchema as noticesSchema } from '@catering/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';

const noticesParamsSchema = z.object({ restaurantNumber: z.coerce.number().int().positive() });
const noticesQuerySchema = z.object({
  channel: z.string().trim().min(1).max(20).default('Catering'),
});

/** The info-notices service (API-NOTICES-1), mounted at /api/notices. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:restaurantNumber',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['Info notices'],
        summary: 'Info notices ("HEADS UP" posts) of a restaurant for a channel',
        params: noticesParamsSchema,
        querystring: noticesQuerySchema,
        response: { 200: noticesSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.services.notices.forRestaurant(
        request.params.restaurantNumber,
        request.query.channel,
      );
    },
  );
};
