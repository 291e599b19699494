import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { orderIdParamsSchema, promotionParamsSchema } from './order.schemas';

const tags = ['Order promotions'];

/** One promotion code per order (API-ORDER-3, BAG-PROMO-3). */
export const orderPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.post(
    '/order/:id/promotions/:code',
    {
      schema: {
        tags,
        summary:
          'Applies a promo code (PRM-0400 unknown, COO-0117 expired, COO-0118 unavailable, COO-0070 item missing)',
        params: promotionParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => orders.applyPromotion(request.actor, request.params.id, request.params.code),
  );

  app.delete(
    '/order/:id/promotions/:code',
    {
      schema: {
        tags,
        summary: 'Removes the promo code',
        params: promotionParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      orders.removePromotion(request.actor, request.params.id, request.params.code),
  );

  app.get(
    '/order/:id/promotions/validate',
    {
      schema: {
        tags,
        summary:
          "Re-checks the order's promotion; one that no longer applies keeps its code with promotion.exceptionCode and no deduction",
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.validatePromotions(request.actor, request.params.id),
  );
};
