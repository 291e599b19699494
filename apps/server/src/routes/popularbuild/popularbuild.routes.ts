import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { sendCached } from '../../http/send-cached';
import { restaurantNotFound } from '../../services/restaurants/restaurant-errors';
import { notModifiedSchema } from '../menu/menu.schemas';
import { popularBuildsSchema } from '@catering/domain';
import { popularBuildQuerySchema } from './popularbuild.schemas';

/** GET /popularbuild with computed price and availability (API-CATALOGUE-2). */
export const popularBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.services.catalogue;
  app.get(
    '/popularbuild',
    {
      schema: {
        tags: ['Other'],
        summary:
          'Curated builds with their price (at a restaurant tier) and whether they can be ordered',
        querystring: popularBuildQuerySchema,
        response: { 200: popularBuildsSchema, 304: notModifiedSchema, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      catalogue.withSnapshot((snapshot) => {
        const { restaurantNumber } = request.query;
        const restaurant =
          restaurantNumber === undefined ? undefined : snapshot.restaurants.get(restaurantNumber);
        if (restaurantNumber !== undefined && !restaurant)
          throw restaurantNotFound([restaurantNumber]);
        sendCached(
          request,
          reply,
          snapshot.popularBuilds(restaurant?.priceTier ?? snapshot.index.tiers[0] ?? 1),
        );
      }),
  );
};
