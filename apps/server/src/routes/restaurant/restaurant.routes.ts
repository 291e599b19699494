import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { menuItemNotFound } from '../../services/restaurants/restaurant-errors';
import {
  deliverySearchBodySchema,
  deliverySearchResponseSchema,
  realHoursResponseSchema,
  restaurantSearchBodySchema,
  restaurantSearchResponseSchema,
} from '@catering/domain';
import { normalizeEmbeds, restaurantNumberParamsSchema } from './restaurant.schemas';

/** Restaurant search, real hours and delivery search (API-RESTAURANT-1, 2 and 4). */
export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurants, catalogue, now } = app.services;

  app.post(
    '/restaurant/search',
    {
      schema: {
        tags: ['Restaurant and delivery'],
        summary: 'Open restaurants near a point (or by number), nearest first, one page',
        body: restaurantSearchBodySchema,
        response: { 200: restaurantSearchResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.menuIds) {
        // Every restaurant carries the whole active catalogue; unknown ids are the client's mistake.
        const { index } = await catalogue.snapshot();
        const unknown = body.menuIds.filter((id) => !index.itemsById.has(id));
        if (unknown.length > 0) throw menuItemNotFound(unknown);
      }
      const point =
        body.latitude !== undefined && body.longitude !== undefined
          ? { latitude: body.latitude, longitude: body.longitude }
          : undefined;
      return restaurants.search({
        at: body.timeStamp ? Date.parse(body.timeStamp) : now(),
        point,
        radius: body.radius,
        restaurantNumbers: body.restaurantNumbers,
        conceptIds: body.conceptIds,
        embeds: normalizeEmbeds(body.embeds),
        pageSize: body.pageSize,
        pageIndex: body.pageIndex,
      });
    },
  );

  app.get(
    '/restaurant/:restaurantNumber/realhours',
    {
      schema: {
        tags: ['Restaurant and delivery'],
        summary: 'Opening hours of the next seven local days, in restaurant-local time with offset',
        params: restaurantNumberParamsSchema,
        response: { 200: realHoursResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => restaurants.realHours(request.params.restaurantNumber),
  );

  app.post(
    '/restaurant/delivery',
    {
      schema: {
        tags: ['Restaurant and delivery'],
        summary:
          'Delivery-enabled restaurants within the delivery radius of an address, and their combined hours',
        body: deliverySearchBodySchema,
        response: { 200: deliverySearchResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => restaurants.deliverySearch(request.body.deliveryAddress),
  );
};
