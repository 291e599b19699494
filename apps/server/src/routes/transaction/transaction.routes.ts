import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { writeLimit } from '../../http/rate-limit/rate-limits';
import { requireSessionFor } from '../session-scope';
import { cardEntryGrantSchema as clientTokenGrantSchema, walletCardSchema } from '@catering/domain';
import {
  providerQuerySchema,
  tokenizeParamsSchema,
  tokenizeQuerySchema,
} from './transaction.schemas';

/** Card entry through the payment provider (API-PAY-1); the card itself never comes here. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app);
  app.get(
    '/transaction/provider',
    {
      // Each call stores a client token: it counts as a write of its session and address.
      onRequest: writeLimit(app),
      schema: {
        tags: ['Transaction'],
        summary: 'A single-use client token and the page where the customer enters a card',
        querystring: providerQuerySchema,
        response: { 200: clientTokenGrantSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const grant = await app.services.payments.startCardEntry(
        request.actor.customerId,
        request.query.restaurantNumber,
      );
      reply.header('cache-control', 'no-store');
      return { ...grant, expiresAt: grant.expiresAt.toISOString() };
    },
  );

  app.get(
    '/transaction/tokenize/:providerId/:clientToken',
    {
      schema: {
        tags: ['Transaction'],
        summary: 'The wallet card entered with a client token of this session',
        params: tokenizeParamsSchema,
        querystring: tokenizeQuerySchema,
        response: { 200: walletCardSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { providerId, clientToken } = request.params;
      reply.header('cache-control', 'no-store');
      return app.services.payments.tokenize(providerId, clientToken, request.actor.customerId);
    },
  );
};
