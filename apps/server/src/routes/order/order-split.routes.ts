import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { splitOrderAnswerSchema, splitOrderBodySchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { orderIdParamsSchema } from './order.schemas';

/** Two deliveries from one order past the delivery limit (decision 216). */
export const orderSplitRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.put(
    '/order/:id/split',
    {
      schema: {
        tags: ['Order items'],
        summary:
          'Makes the named items a second delivery at the same restaurant, address and time (created at the first call); each delivery must hold an item and stay within the delivery limit; no items joins the two back',
        params: orderIdParamsSchema,
        body: splitOrderBodySchema,
        response: { 200: splitOrderAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => orders.split(request.actor, request.params.id, request.body),
  );
};
