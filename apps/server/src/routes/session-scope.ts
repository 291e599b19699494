import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@catering/domain';
import { AppError } from '../http/app-error';
import { clearSessionCookie, sessionExpiredError, sessionTokenOf } from '../http/session-cookie';
import { actorOf, type Actor } from '../services/orders/order-context';
import type { ActiveSession, SessionsService } from '../services/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's customer; set before the handler on every route of a session scope. */
    actor: Actor;
    /** The session and customer rows behind `actor`. */
    activeSession: ActiveSession;
  }
}

/** Who may call the routes of a scope: anyone with a session (guests too), or full users only. */
export type SessionAccess = 'session' | 'fullUser';

/**
 * The session of the cookie: null without one; 401 with X-Invalid-Token (and the cookie cleared)
 * when it is unknown, revoked or expired (ORD-SESSION-3). Shared by getstarted and every scope.
 */
export async function resumeSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionsService,
): Promise<ActiveSession | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const lookup = await sessions.resume(token);
  if (lookup.kind === 'invalid') {
    clearSessionCookie(reply);
    throw sessionExpiredError();
  }
  return lookup.active;
}

/** The session's customer as the services see it, or the 401/403 the access asks for. */
async function actorFor(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionsService,
  access: SessionAccess,
): Promise<{ active: ActiveSession; actor: Actor }> {
  const active = await resumeSession(request, reply, sessions);
  if (!active) {
    throw new AppError(401, ERROR_CODES.sessionMissing, 'No session. Call getstarted first.');
  }
  const actor = actorOf(active);
  if (access === 'fullUser' && actor.isGuest) {
    throw new AppError(403, ERROR_CODES.fullUserRequired, 'Please sign in to see this.');
  }
  return { active, actor };
}

/**
 * Every route registered in `scope` (an encapsulated plugin) needs a session, or a full user:
 * the session is resolved once, before validation and the handler, into `request.actor`.
 */
export function requireSessionFor(scope: FastifyInstance, access: SessionAccess = 'session'): void {
  if (!scope.hasRequestDecorator('actor')) scope.decorateRequest('actor', null as unknown as Actor);
  if (!scope.hasRequestDecorator('activeSession')) {
    scope.decorateRequest('activeSession', null as unknown as ActiveSession);
  }
  scope.addHook('onRequest', async (request, reply) => {
    const { active, actor } = await actorFor(request, reply, scope.services.sessions, access);
    request.activeSession = active;
    request.actor = actor;
  });
}
