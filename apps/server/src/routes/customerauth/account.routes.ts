import {
  apiErrorBodySchema,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  signedOutSchema,
  userSessionSchema,
} from '@catering/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { clearSessionCookie } from '../../http/session-cookie';
import { accountErrors } from '../../services/accounts/account-errors';
import { requireSessionFor, resumeSession } from '../session-scope';
import { callerOf } from './caller';
import { accountAnswer, setSessionCookie } from './user-session';

const tags = ['Auth'];
const verificationNext = apiErrorBodySchema.describe(
  'VER-0403: the account exists but its phone number is not verified yet; verify it next',
);

/** Sign-up, sign-in, sign-out and password change (ACC-SIGNUP, ACC-SIGNIN, ACC-SIGNOUT). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions } = app.services;
  sendAccountHash(app);

  app.post(
    '/customerauth/register',
    {
      schema: {
        tags,
        summary: 'Creates a full account; it signs in once verification proves its phone number',
        body: registerBodySchema,
        response: { 403: verificationNext, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await resumeSession(request, reply, sessions);
      await accounts.register(request.body, callerOf(request, session));
      throw accountErrors.verificationRequired();
    },
  );

  app.post(
    '/customerauth/login',
    {
      schema: {
        tags,
        summary: "Signs in with email and password: a new session, and the guest's bag moves over",
        body: loginBodySchema,
        response: {
          200: userSessionSchema,
          403: verificationNext,
          ...errorResponses(401, 423, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await resumeSession(request, reply, sessions);
      const { token, active } = await accounts.login(request.body, callerOf(request, session));
      setSessionCookie(reply, app.config, token, request.body.shouldTimeout);
      return accountAnswer(reply, active);
    },
  );

  const sessionRoutes: FastifyPluginAsyncZod = async (withSession) => {
    requireSessionFor(withSession);

    withSession.post(
      '/customerauth/upgrade',
      {
        schema: {
          tags,
          summary: "Turns the session's guest into a full account that keeps its bag and orders",
          body: registerBodySchema,
          response: { 403: verificationNext, ...errorResponses(401, 409, 429) },
        },
      },
      async (request) => {
        await accounts.upgrade(
          request.body,
          request.actor,
          callerOf(request, request.activeSession),
        );
        throw accountErrors.verificationRequired();
      },
    );

    withSession.get(
      '/customerauth/logout',
      {
        schema: {
          tags,
          summary: 'Signs out: the session is revoked on the server, on every server',
          response: { 200: signedOutSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await sessions.revoke(request.activeSession.tokenHash, app.services.now());
        clearSessionCookie(reply);
        return { signedOut: true as const };
      },
    );
  };
  await app.register(sessionRoutes);

  const fullUserRoutes: FastifyPluginAsyncZod = async (fullUsers) => {
    requireSessionFor(fullUsers, 'fullUser');

    fullUsers.put(
      '/customerauth/changepassword',
      {
        schema: {
          tags,
          summary: "Changes a full user's password; the account's other sessions are signed out",
          body: changePasswordBodySchema,
          response: { 200: userSessionSchema, ...errorResponses(401, 403, 423, 429) },
        },
      },
      async (request, reply) => {
        const active = await accounts.changePassword(
          request.body,
          request.activeSession,
          callerOf(request, request.activeSession),
        );
        return accountAnswer(reply, active);
      },
    );
  };
  await app.register(fullUserRoutes);
};
