import { eventTypesSchema } from '@catering/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { sendCached } from '../../http/send-cached';
import { notModifiedSchema } from '../menu/menu.schemas';

/** GET /enum/eventtypes (API-CATALOGUE-1), cached for a day. */
export const enumRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.services.catalogue;
  app.get(
    '/enum/eventtypes',
    {
      schema: {
        tags: ['Other'],
        summary: 'Event types of the intake form',
        response: { 200: eventTypesSchema, 304: notModifiedSchema, ...errorResponses() },
      },
    },
    (request, reply) =>
      catalogue.withSnapshot((snapshot) => {
        sendCached(request, reply, snapshot.eventTypes);
      }),
  );
};
