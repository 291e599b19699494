import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedOrderSchema, sharedOrderTokenSchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';

/**
 * GET /shared-order/{token}: a shared order, read-only, for anyone holding the link (no session):
 * the token is the right to see it. Never cached by a shared cache.
 */
export const sharedOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;
  app.get(
    '/shared-order/:token',
    {
      schema: {
        tags: ['Order lifecycle'],
        summary:
          'What a shared order brings, when and where, what it feeds and costs per person; no customer or payment details',
        params: sharedOrderTokenSchema,
        response: { 200: sharedOrderSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return orders.readShared(request.params.token);
    },
  );
};
