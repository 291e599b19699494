import { parseCookie, stringifySetCookie } from 'cookie';
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

type CookieOptions = ReturnType<typeof sessionCookieOptions>;
type WriteOptions = Omit<CookieOptions, 'maxAge' | 'secure'> & {
  maxAge?: number;
  secure?: boolean;
  expires?: Date;
};

// The attributes a written and a cleared cookie share: a browser replaces a cookie of the same
// name and path.
const PATH = '/';
const SAME_SITE = 'lax' as const;

/** Sets the session cookie on the reply (one Set-Cookie header, replacing any set before). */
export function writeSessionCookie(reply: FastifyReply, token: string, options: WriteOptions) {
  reply.removeHeader('set-cookie');
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SESSION_COOKIE, value: token, ...options }),
  );
}

/** Tells the browser to forget the session cookie (the 401 of an unknown token, a sign-out). */
export function clearSessionCookie(reply: FastifyReply): void {
  writeSessionCookie(reply, '', {
    path: PATH,
    httpOnly: true,
    sameSite: SAME_SITE,
    expires: new Date(0),
    maxAge: 0,
  });
}

/** Cookie options: HttpOnly, SameSite=Lax, lifetime of the absolute expiry. */
export function sessionCookieOptions(config: Config) {
  return {
    path: PATH,
    httpOnly: true,
    sameSite: SAME_SITE,
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
