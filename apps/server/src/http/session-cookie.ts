import type { Config } from '../config';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

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
  return new AppError(401, ERROR_CODES.sessionExpired, 'Your session has expired.', undefined, {
    'x-invalid-token': 'true',
  });
}
