import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

export const SESSION_COOKIE = 'catering_session';

// The session cookie is the only cookie the service reads or writes, so it is handled here rather
// than by @fastify/cookie, whose two hooks (parse every request's Cookie header, write the cookies
// of every reply) ran on every request, menu reads and pictures included (decision 268).

/** The session token of the request's Cookie header; undefined without one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] || undefined : undefined;
}

/** What a Set-Cookie says besides the cookie's name and value. */
type CookieAttributes = Omit<SetCookie, 'name' | 'value'>;

// What a written and a cleared cookie share: a browser replaces a cookie of the same name and
// path, and the cleared one is as closed to scripts as the one it replaces.
const SHARED_ATTRIBUTES = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

/** Sets the session cookie on the reply (one Set-Cookie header, replacing any set before). */
export function writeSessionCookie(
  reply: FastifyReply,
  token: string,
  attributes: CookieAttributes,
): void {
  reply.removeHeader('set-cookie');
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SESSION_COOKIE, value: token, ...attributes }),
  );
}

/** Tells the browser to forget the session cookie (the 401 of an unknown token, a sign-out). */
export function clearSessionCookie(reply: FastifyReply): void {
  writeSessionCookie(reply, '', { ...SHARED_ATTRIBUTES, expires: new Date(0), maxAge: 0 });
}

/** Cookie options: HttpOnly, SameSite=Lax, lifetime of the absolute expiry. */
export function sessionCookieOptions(config: Config) {
  return {
    ...SHARED_ATTRIBUTES,
    secure: config.COOKIE_SECURE,
    maxAge: Math.round(config.SESSION_ABSOLUTE_DAYS * 24 * 3600),
  };
}

/** The 401 of ORD-SESSION-3: the client resets the user and shows the session-expired dialog. */
export function sessionExpiredError(): AppError {
  return new AppError(401, ERROR_CODES.sessionExpired, 'Your session has expired.', undefined, {
    'x-invalid-token': 'true',
  });
}
