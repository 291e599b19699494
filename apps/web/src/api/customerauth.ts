import type { LoginBody, UserSession } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, setFeatureUser } from './http';

export type { SessionCustomer } from '@catering/domain';
/** The session as GET /customerauth/getstarted answers it. */
export type CustomerSession = UserSession;

/** What the shell assumes until (or unless) the server says otherwise. */
export const GUEST_SESSION: CustomerSession = {
  isGuest: true,
  isLoggedIn: false,
  customerIdHash: '',
  cateringEditOrderId: null,
  customer: null,
};

/** A full user is logged in with an account, not a guest session. */
export function isFullUser(session: CustomerSession): boolean {
  return session.isLoggedIn && !session.isGuest;
}

/** Loads (and on first call creates) the session; later requests carry its hash as feature user. */
export async function getStarted(includeCustomerInfo: boolean): Promise<CustomerSession> {
  const session = await apiJson<CustomerSession>('/customerauth/getstarted', {
    query: { includeCustomerInfo },
  });
  setFeatureUser(session.customerIdHash);
  return session;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['customerauth', 'session'],
    queryFn: () => getStarted(true),
    // Changed only by sign-in, sign-out and expiry, which invalidate it explicitly.
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

/**
 * POST /customerauth/login: a new session for the account (the guest's token is revoked and its
 * open order moves over, ACC-SIGNIN-3). Answers the signed-in session with the customer's details.
 */
export async function login(body: LoginBody): Promise<CustomerSession> {
  const session = await apiJson<CustomerSession>('/customerauth/login', {
    method: 'POST',
    body,
  });
  setFeatureUser(session.customerIdHash);
  return session;
}

/** GET /customerauth/logout: the session is revoked on the server (ACC-SIGNOUT-2). */
export async function logout(): Promise<void> {
  await apiJson<{ signedOut: true }>('/customerauth/logout');
  setFeatureUser(null);
}
