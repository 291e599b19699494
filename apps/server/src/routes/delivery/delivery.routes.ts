import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { deliveryQuoteBodySchema, deliveryQuoteSchema } from './delivery.schemas';

/** PUT /delivery/quote (API-RESTAURANT-5, ORD-DLV-2 and 3). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/delivery/quote',
    {
      schema: {
        tags: ['Restaurant and delivery'],
        summary:
          'A delivery fee by distance from the nearest listed restaurant that can deliver then',
        body: deliveryQuoteBodySchema,
        response: { 200: deliveryQuoteSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => app.services.delivery.quote(request.body),
  );
};
