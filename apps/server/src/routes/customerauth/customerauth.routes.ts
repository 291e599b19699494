import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sessionCookieOptions,
  sessionTokenOf,
  writeSessionCookie,
} from '../../http/session-cookie';
import { resumeSession } from '../session-scope';
import { userSessionSchema } from '@catering/domain';
import { getStartedQuerySchema } from './customerauth.schemas';
import { toUserSession } from './user-session';
import { accountRoutes } from './account.routes';
import { verificationRoutes } from './verification.routes';
import { errorResponses } from '../../http/error-responses';

/** The auth calls (API-AUTH-1). */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(verificationRoutes);
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
          allowList: (request) => sessionTokenOf(request) !== undefined,
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
      writeSessionCookie(reply, started.token, sessionCookieOptions(app.config));
      return toUserSession(started.active, includeCustomerInfo);
    },
  );
};
