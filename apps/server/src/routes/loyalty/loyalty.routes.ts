import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyPointsSchema } from '@catering/domain';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { requireSessionFor } from '../session-scope';

/** The points balance (API-LOYALTY-1, ACC-LOYALTY-1 and 2): full users only. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app, 'fullUser');
  sendAccountHash(app);

  app.get(
    '/loyalty/points',
    {
      schema: {
        tags: ['Loyalty'],
        summary: 'The points balance: each Closed order earns points on its food after promotion',
        response: { 200: loyaltyPointsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.services.customers.loyaltyPoints(request.actor.customerId),
  );
};
