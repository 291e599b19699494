import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { timesBodySchema, timesResponseSchema } from '@catering/domain';

/** POST /capacity: the time slots (API-RESTAURANT-3). */
export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/capacity',
    {
      schema: {
        tags: ['Restaurant and delivery'],
        summary:
          'The 15-minute time slots of one or more restaurants on a local date, with availability',
        body: timesBodySchema,
        response: { 200: timesResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => app.services.capacity.times(request.body),
  );
};
