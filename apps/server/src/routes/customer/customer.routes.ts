import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSchema, updateCustomerBodySchema } from '@catering/domain';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { writeLimit } from '../../http/rate-limit/rate-limits';
import { requireSessionFor } from '../session-scope';

const tags = ['Customer'];

/** The signed-in customer's own details (API-CUSTOMER-1, ACC-PROFILE-1 to 4): full users only. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app, 'fullUser');
  sendAccountHash(app);
  const customers = app.services.customers;

  app.get(
    '/customer',
    {
      schema: {
        tags,
        summary: "The customer's name, email, country and phone number",
        response: { 200: customerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => customers.get(request.actor.customerId),
  );

  app.put(
    '/customer',
    {
      onRequest: writeLimit(app),
      schema: {
        tags,
        summary:
          'Changes the details given (the country alone for the update-country prompt); a new phone number is changed by verifying it',
        body: updateCustomerBodySchema,
        response: { 200: customerSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => customers.update(request.actor.customerId, request.body),
  );
};
