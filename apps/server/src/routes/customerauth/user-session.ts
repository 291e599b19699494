import type { UserSession } from '@catering/domain';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { sessionCookieOptions, writeSessionCookie } from '../../http/session-cookie';
import type { ActiveSession } from '../../services/sessions.service';

/** The session as getstarted and every account answer show it; details only for a full user. */
export function toUserSession(
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

/**
 * An account answer: the signed-in session with the customer's details. The answer belongs to
 * `active` (after a sign-in, the new session), so the scope's `sendAccountHash` hook sends its
 * X-Account-Hash.
 */
export function accountAnswer(reply: FastifyReply, active: ActiveSession): UserSession {
  reply.request.activeSession = active;
  reply.header('cache-control', 'no-store');
  return toUserSession(active, true);
}

/**
 * The cookie of a new session. A sign-in that should time out gets a browser-session cookie (gone
 * when the browser closes); otherwise it lasts as long as the session may.
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  shouldTimeout = false,
) {
  const { maxAge, ...options } = sessionCookieOptions(config);
  writeSessionCookie(reply, token, shouldTimeout ? options : { ...options, maxAge });
}
