import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favoriteBodySchema,
  isChangeableSchema,
  orderSchema,
  submitOrderBodySchema,
  userHistorySchema,
} from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { orderIdParamsSchema, submitHeadersSchema } from './order.schemas';

const tags = ['Order lifecycle'];

/** Submit, edit, history, favorites and transfer (API-ORDER-4 and 5). */
export const orderLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;
  // An order email queued by a request may still be leaving when the app closes.
  app.addHook('onClose', () => app.services.emails.idle());

  app.put(
    '/order/:id/submit',
    {
      schema: {
        tags,
        summary:
          'Places the order once per Idempotency-Key: slot booked, card authorized, order numbered, in one transaction',
        params: orderIdParamsSchema,
        headers: submitHeadersSchema,
        body: submitOrderBodySchema,
        response: { 200: orderSchema, ...errorResponses(401, 402, 404, 409, 422, 423) },
      },
    },
    async (request, reply) => {
      const result = await orders.submit(request.actor, {
        orderId: request.params.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status as 200).send(result.body as never);
    },
  );

  app.get(
    '/order/:id/isChangeable',
    {
      schema: {
        tags,
        summary: 'False within 24 hours of pickup or delivery, or unless Submitted',
        params: orderIdParamsSchema,
        response: { 200: isChangeableSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      isChangeable: await orders.isChangeable(request.actor, request.params.id),
    }),
  );

  app.put(
    '/order/:id/markforupdate',
    {
      schema: {
        tags,
        summary: 'Starts editing a submitted order: answers its open draft',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 423) },
      },
    },
    async (request) => orders.markForUpdate(request.actor, request.params.id),
  );

  app.put(
    '/order/undoforupdate',
    {
      schema: {
        tags,
        summary: 'Drops the edit draft; answers the order as it was',
        response: { 200: orderSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.undoForUpdate(request.actor),
  );

  app.get(
    '/order/userhistory',
    {
      schema: {
        tags,
        summary: 'Active, cancelled, completed and favorite orders (full users)',
        response: { 200: userHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => orders.history(request.actor),
  );

  app.put(
    '/order/:id/favorite',
    {
      schema: {
        tags,
        summary: 'Names a placed order as a favorite (full users)',
        params: orderIdParamsSchema,
        body: favoriteBodySchema,
        response: { 200: orderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      orders.setFavorite(request.actor, request.params.id, request.body.favoriteName),
  );

  app.delete(
    '/order/:id/favorite',
    {
      schema: {
        tags,
        summary: 'Removes the favorite name (full users)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => orders.setFavorite(request.actor, request.params.id, null),
  );

  app.put(
    '/order/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Moves the open order of the guest this session signed in from to this customer',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => orders.transfer(request.actor, request.params.id),
  );
};
