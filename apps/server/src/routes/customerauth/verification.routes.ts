import {
  accountVerifiedSchema,
  verificationErrorBodySchema,
  verificationStateSchema,
  verifyFinalizeBodySchema,
  verifyInitializeBodySchema,
} from '@catering/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { resumeSession } from '../session-scope';
import { callerOf } from './caller';
import { accountAnswer, setSessionCookie } from './user-session';

const tags = ['Auth'];

/** Phone verification in three steps and three contexts (ACC-VERIFY). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions } = app.services;
  sendAccountHash(app);
  // A text message queued by a request may still be leaving when the app closes.
  app.addHook('onClose', () => app.services.sms.idle());

  app.post(
    '/customerauth/verify/initialize',
    {
      schema: {
        tags,
        summary:
          'Next verification step: asks for the password, shows the masked phone, or sends a 6-digit code',
        body: verifyInitializeBodySchema,
        response: { 200: verificationStateSchema, ...errorResponses(401, 403, 409, 423, 429) },
      },
    },
    async (request, reply) => {
      const session = await resumeSession(request, reply, sessions);
      reply.header('cache-control', 'no-store');
      return accounts.initializeVerification(request.body, callerOf(request, session));
    },
  );

  app.post(
    '/customerauth/verify/finalize',
    {
      schema: {
        tags,
        summary:
          'Checks the code; account creation and login sign in (new session), update changes the phone',
        body: verifyFinalizeBodySchema,
        response: {
          200: accountVerifiedSchema,
          ...errorResponses(401, 403, 409, 410, 423, 429),
          422: verificationErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await resumeSession(request, reply, sessions);
      const result = await accounts.finalizeVerification(request.body, callerOf(request, session));
      if (result.signedIn) setSessionCookie(reply, app.config, result.signedIn.token);
      return {
        context: result.context,
        phoneUpdated: result.phoneUpdated,
        session: accountAnswer(reply, result.active),
      };
    },
  );
};
