import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPromotionsSchema } from '@catering/domain';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { requireSessionFor } from '../session-scope';

/** The promotions this customer may still use (API-LOYALTY-1, ACC-LOYALTY-3): full users only. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app, 'fullUser');
  sendAccountHash(app);

  app.get(
    '/promotions',
    {
      schema: {
        tags: ['Loyalty'],
        summary:
          'Promotions open to this customer: active, current, not a once-only code already used',
        response: { 200: customerPromotionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.services.customers.promotions(request.actor.customerId),
  );
};
