import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { writeLimit } from '../../http/rate-limit/rate-limits';
import { requireSessionFor } from '../session-scope';
import { deliveryQuoteBodySchema, deliveryQuoteSchema } from '@catering/domain';

/** PUT /delivery/quote (API-RESTAURANT-5, ORD-DLV-2 and 3). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each quote is stored: only a visitor with a session may ask (the web app always has one).
  requireSessionFor(app);
  app.put(
    '/delivery/quote',
    {
      onRequest: writeLimit(app),
      schema: {
        tags: ['Restaurant and delivery'],
        summary:
          'A delivery fee by distance from the nearest listed restaurant that can deliver then',
        body: deliveryQuoteBodySchema,
        response: { 200: deliveryQuoteSchema, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (request) => app.services.delivery.quote(request.body),
  );
};
