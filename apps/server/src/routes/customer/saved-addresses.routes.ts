import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newSavedAddressBodySchema,
  savedAddressesSchema,
  savedAddressSchema,
  savedAddressUpdateBodySchema,
} from '@catering/domain';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { limitWritesIn } from '../../http/rate-limit/rate-limits';
import { requireSessionFor } from '../session-scope';
import { addressIdParamsSchema } from './customer.schemas';

const tags = ['Customer'];

/** The customer's saved delivery addresses, at most 5 (API-CUSTOMER-2, ACC-ADDR-1 to 4). */
export const savedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app, 'fullUser');
  sendAccountHash(app);
  limitWritesIn(app);
  const customers = app.services.customers;

  app.get(
    '/customer/delivery',
    {
      schema: {
        tags,
        summary: 'The saved delivery addresses, oldest first',
        response: { 200: savedAddressesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => customers.addresses(request.actor.customerId),
  );

  app.post(
    '/customer/delivery',
    {
      schema: {
        tags,
        summary: 'Saves a new delivery address; a sixth is refused with 409 ADR-0409',
        body: newSavedAddressBodySchema,
        response: { 201: savedAddressSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const saved = await customers.addAddress(request.actor.customerId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/customer/delivery',
    {
      schema: {
        tags,
        summary: 'Replaces the saved address named by addressId',
        body: savedAddressUpdateBodySchema,
        response: { 200: savedAddressSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => customers.replaceAddress(request.actor.customerId, request.body),
  );

  app.delete(
    '/customer/delivery/:addressId',
    {
      schema: {
        tags,
        summary: 'Deletes a saved address; answers the addresses left',
        params: addressIdParamsSchema,
        response: { 200: savedAddressesSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => customers.deleteAddress(request.actor.customerId, request.params.addressId),
  );
};
