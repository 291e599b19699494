import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActiveSession } from '../../services/sessions.service';
import { SESSION_COOKIE, sessionCookieOptions } from '../../http/session-cookie';
import { resumeSession } from '../session-scope';
import { userSessionSchema, type UserSession } from '@catering/domain';
import { getStartedQuerySchema } from './customerauth.schemas';
import { errorResponses } from '../../http/error-responses';

function toUserSession(
  { session, customer }: ActiveSession,
  includeCustomerInfo: boolean,
): UserSession {
  const isGuest = customer.is_guest === 1;
  return {
    isGuest,
    isLoggedIn: !isGuest,
    customerIdHash: customer.public_hash,
    cateringEditOrderId: session.catering_edit_order_id,
    ...(includeCustomerInfo && !isGuest
      ? {
          customer: {
            firstName: customer.first_name,
            lastName: customer.last_name,
            emailAddress: customer.email_address,
            country: customer.country,
            phoneNumber: customer.phone_number,
          },
        }
      : {}),
  };
}

/** The auth calls (API-AUTH-1). */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customerauth/getstarted',
    {
      config: {
        // A call without a session cookie creates a guest customer: those are limited per client
        // address, so a script cannot fill the database with guests. Calls that carry a cookie
        // create nothing (an unknown one is a 401) and are not counted.
        rateLimit: {
          max: app.config.NEW_SESSIONS_PER_MINUTE,
          timeWindow: '1 minute',
          allowList: (request) => Boolean(request.cookies[SESSION_COOKIE]),
        },
      },
      schema: {
        tags: ['Auth'],
        summary: 'Creates a guest session, or resumes the session of the cookie',
        querystring: getStartedQuerySchema,
        response: { 200: userSessionSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { includeCustomerInfo } = request.query;
      const resumed = await resumeSession(request, reply, app.services.sessions);
      if (resumed) return toUserSession(resumed, includeCustomerInfo);
      const started = await app.services.sessions.startGuest();
      reply.setCookie(SESSION_COOKIE, started.token, sessionCookieOptions(app.config));
      return toUserSession(started.active, includeCustomerInfo);
    },
  );
};
