import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentProviderSchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { requireSessionFor } from '../session-scope';
import { providerIdParamsSchema } from './wallet.schemas';

/** One payment provider by its code (API-PAY-1, PAY-CARD-5); guests check out too. */
export const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app);

  app.get(
    '/transaction/provider/:id',
    {
      schema: {
        tags: ['Transaction'],
        summary:
          'A payment provider: its name, the card brands it takes, whether it takes new cards',
        params: providerIdParamsSchema,
        response: { 200: paymentProviderSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => app.services.payments.describeProvider(request.params.id),
  );
};
