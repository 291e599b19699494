import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOrderItemBodySchema,
  addPopularBuildBodySchema,
  orderSchema,
  updateOrderItemBodySchema,
} from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import {
  orderIdParamsSchema,
  orderItemParamsSchema,
  popularBuildParamsSchema,
  reorderParamsSchema,
} from './order.schemas';

const tags = ['Order items'];
const changed = { 200: orderSchema, ...errorResponses(401, 404, 409, 422) };

/** The items of the bag (API-ORDER-2), always priced by the server from the menu (BAG-TOTAL-1). */
export const orderItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.post(
    '/order/:id/item',
    {
      schema: {
        tags,
        summary: 'Adds an item (choices only; the server prices it)',
        params: orderIdParamsSchema,
        body: addOrderItemBodySchema,
        response: changed,
      },
    },
    async (request) => orders.addItem(request.actor, request.params.id, request.body),
  );

  app.put(
    '/order/:id/item',
    {
      schema: {
        tags,
        summary: "Replaces an item's choices",
        params: orderIdParamsSchema,
        body: updateOrderItemBodySchema,
        response: changed,
      },
    },
    async (request) => orders.updateItem(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/order/:id/item/:itemId',
    {
      schema: {
        tags,
        summary: 'Removes an item',
        params: orderItemParamsSchema,
        response: changed,
      },
    },
    async (request) => orders.removeItem(request.actor, request.params.id, request.params.itemId),
  );

  app.post(
    '/order/:id/popularbuilds/:popularBuildId',
    {
      schema: {
        tags,
        summary: 'Adds a popular build for a headcount',
        params: popularBuildParamsSchema,
        body: addPopularBuildBodySchema,
        response: changed,
      },
    },
    async (request) =>
      orders.addPopularBuild(
        request.actor,
        request.params.id,
        request.params.popularBuildId,
        request.body.headcount,
      ),
  );

  app.post(
    '/order/:orderId/reorder/:reorderId',
    {
      schema: {
        tags,
        summary:
          'Copies the items of a completed order into the open order, priced from today’s menu',
        params: reorderParamsSchema,
        response: changed,
      },
    },
    async (request) =>
      orders.reorder(request.actor, request.params.orderId, request.params.reorderId),
  );
};
