import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { SERVER_ERROR_CODES } from './error-codes';
import type { ActiveSession, SessionsService } from '../services/sessions.service';

export const SESSION_COOKIE = 'catering_session';

/** Cookie options: HttpOnly, SameSite=Lax, lifetime of the absolute expiry. */
export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    maxAge: Math.round(config.SESSION_ABSOLUTE_DAYS * 24 * 3600),
  };
}

/** The 401 of ORD-SESSION-3: the client resets the user and shows the session-expired dialog. */
export function sessionExpiredError(): AppError {
  return new AppError(401, SERVER_ERROR_CODES.sessionExpired, 'Your session has expired.', undefined, {
    'x-invalid-token': 'true',
  });
}

/** The session of this request; 401 when absent, 401 with X-Invalid-Token when stale. */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionsService,
): Promise<ActiveSession> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) {
    throw new AppError(401, SERVER_ERROR_CODES.sessionMissing, 'No session. Call getstarted first.');
  }
  const lookup = await sessions.resume(token);
  if (lookup.kind === 'invalid') {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    throw sessionExpiredError();
  }
  return lookup.active;
}
