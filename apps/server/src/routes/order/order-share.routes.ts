import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderShareLinkSchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { orderIdParamsSchema } from './order.schemas';

const tags = ['Order lifecycle'];

/** Read-only share links of a placed order: made and revoked by its owner only. */
export const orderShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.post(
    '/order/:id/share',
    {
      schema: {
        tags,
        summary:
          'A new unguessable read-only link to a placed, upcoming order; it expires a day after the event',
        params: orderIdParamsSchema,
        response: { 201: orderShareLinkSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.share(request.actor, request.params.id)),
  );

  app.delete(
    '/order/:id/share',
    {
      schema: {
        tags,
        summary: 'Turns off every share link of the order',
        params: orderIdParamsSchema,
        response: { 200: z.object({ revoked: z.number().int() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.revokeShares(request.actor, request.params.id),
  );
};
