import { expect } from 'vitest';
import type { WalletCard } from '../src/adapters/payments/payment-provider';
import { hashToken } from '../src/services/sessions.service';
import { sessionCookieOf, type TestApp } from './harness';

export const APPROVE_CARD = {
  cardNumber: '4111111111111111',
  expiry: '1239',
  cvv: '737',
  cardHolderName: 'Ada Lovelace',
  billingZip: '10001',
};
export const DECLINE_CARD = { ...APPROVE_CARD, cardNumber: '4000000000000002' };

export interface Shopper {
  cookie: string;
  customerId: string;
}

/** A new guest session: its cookie and its customer id. */
export async function startShopper(t: TestApp): Promise<Shopper> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/customerauth/getstarted',
    headers: t.headers,
  });
  const cookie = sessionCookieOf(response);
  const session = await t.database.db
    .selectFrom('sessions')
    .select('customer_id')
    .where('token_hash', '=', hashToken(cookie.split('=')[1] ?? ''))
    .executeTakeFirstOrThrow();
  return { cookie, customerId: session.customer_id };
}

/** GET /transaction/provider for the shopper; returns the client token. */
export async function requestClientToken(
  t: TestApp,
  shopper: Shopper,
  restaurantNumber = '1',
): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/transaction/provider?restaurantNumber=${restaurantNumber}`,
    headers: { ...t.headers, cookie: shopper.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().clientToken as string;
}

/** POST to the sandbox's own card endpoint, as its page's script does. */
export function postCard(t: TestApp, clientToken: string, card: Partial<typeof APPROVE_CARD> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/sandbox/cards',
    headers: { 'content-type': 'application/json' },
    payload: { clientToken, ...APPROVE_CARD, ...card },
  });
}

/** GET /transaction/tokenize for the shopper. */
export function tokenize(
  t: TestApp,
  shopper: Shopper,
  clientToken: string,
  providerId = 'SANDBOX',
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/transaction/tokenize/${providerId}/${encodeURIComponent(clientToken)}`,
    headers: { ...t.headers, cookie: shopper.cookie },
  });
}

/** The whole card entry: client token, card posted, wallet card returned. */
export async function enterCard(
  t: TestApp,
  shopper: Shopper,
  card: Partial<typeof APPROVE_CARD> = {},
): Promise<WalletCard> {
  const clientToken = await requestClientToken(t, shopper);
  const posted = await postCard(t, clientToken, card);
  expect(posted.statusCode).toBe(201);
  const response = await tokenize(t, shopper, clientToken);
  expect(response.statusCode).toBe(200);
  return response.json() as WalletCard;
}
