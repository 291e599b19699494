import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { sendCached } from '../../http/send-cached';
import { nearestOpenRestaurant } from '../../services/catalogue/nearest-restaurant';
import { restaurantNotFound } from '../../services/restaurants/restaurant-errors';
import { menuSchema } from '@catering/domain';
import {
  geocodeMenuQuerySchema,
  notModifiedSchema,
  restaurantNumberParamsSchema,
} from './menu.schemas';

const cachedResponses = { 200: menuSchema, 304: notModifiedSchema };

/** The menus (API-MENU-1), served from the in-process catalogue cache, with ETag and 304. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.services.catalogue;

  app.get(
    '/menu/tiered',
    {
      schema: {
        tags: ['Menu'],
        summary: 'The generic menu: lowest-tier prices and the price range over all tiers',
        response: { ...cachedResponses, ...errorResponses() },
      },
    },
    (request, reply) =>
      catalogue.withSnapshot((snapshot) => {
        sendCached(request, reply, snapshot.genericMenu);
      }),
  );

  app.get(
    '/menu/tiered/:restaurantNumber',
    {
      schema: {
        tags: ['Menu'],
        summary: "A restaurant's menu at its price tier",
        params: restaurantNumberParamsSchema,
        response: { ...cachedResponses, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      catalogue.withSnapshot((snapshot) => {
        const { restaurantNumber } = request.params;
        const cached = snapshot.restaurantMenu(restaurantNumber);
        if (!cached) throw restaurantNotFound([restaurantNumber]);
        sendCached(request, reply, cached);
      }),
  );

  app.get(
    '/menu/geocode',
    {
      schema: {
        tags: ['Menu'],
        summary: 'The menu of the open restaurant nearest a coordinate (within the search radius)',
        querystring: geocodeMenuQuerySchema,
        response: { ...cachedResponses, ...errorResponses(404) },
      },
    },
    (request, reply) =>
      catalogue.withSnapshot((snapshot) => {
        const nearest = nearestOpenRestaurant(snapshot, request.query);
        const cached = nearest && snapshot.restaurantMenu(nearest.restaurantNumber);
        if (!cached)
          throw restaurantNotFound([], 'No open restaurant within 50 miles of this location.');
        sendCached(request, reply, cached);
      }),
  );
};
