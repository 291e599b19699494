import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeSchema, orderSchema, orderValidationSchema } from '@catering/domain';
import { errorResponses } from '../../http/error-responses';
import { orderIdParamsSchema } from './order.schemas';

const tags = ['Order'];

/** The current order, its intake, validity and cancellation (API-ORDER-1). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.post(
    '/order',
    {
      schema: {
        tags,
        summary:
          'Creates the current order from the intake (restaurant, date, time, event type; delivery gets a quote)',
        body: intakeSchema,
        response: { 201: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.create(request.actor, request.body)),
  );

  app.put(
    '/order',
    {
      schema: {
        tags,
        summary: "Changes the intake of the session's current order; items are priced again",
        body: intakeSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => orders.updateIntake(request.actor, request.body),
  );

  app.get(
    '/order/cart',
    {
      schema: {
        tags,
        summary: 'The current order, or the edit draft while editing; 404 when there is none',
        response: { 200: orderSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.cart(request.actor),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        summary: 'One of your orders',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.get(request.actor, request.params.id),
  );

  app.get(
    '/order/:id/validate',
    {
      schema: {
        tags,
        summary: 'Whether restaurant, date, time and items of the order still hold',
        params: orderIdParamsSchema,
        response: { 200: orderValidationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.validate(request.actor, request.params.id),
  );

  app.delete(
    '/order/:id',
    {
      schema: {
        tags,
        summary:
          'Cancels an open order, or a submitted one while it can still be changed (slot released, payment voided)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 423) },
      },
    },
    async (request) => orders.cancel(request.actor, request.params.id),
  );
};
