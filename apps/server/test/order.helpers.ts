import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Dialect } from '../src/db/database';
import { seedCatalogue } from '../src/db/seed/catalogue.seeder';
import { newAccountForm, signUp } from './account.helpers';
import { startTestApp, type TestApp } from './harness';
import type { APPROVE_CARD } from './sandbox-payment.helpers';
import { enterCard, startShopper as startGuest, type Shopper } from './sandbox-payment.helpers';
import { BOWLS, CHIPS, CONTACT } from './http-shopper';

// The items and contact every order test and benchmark uses, kept in the file benchmarks can import.
export { BOWLS, CHIPS, CONTACT };

export type { Shopper };

/** Wednesday 2027-03-10 10:00 in New York: the tests' "now". */
export const NOW = Date.parse('2027-03-10T15:00:00Z');
/** Friday noon at Third Ave & 40th (restaurant 1001, price tier 3, tax 8.875 %): 17:00 UTC. */
export const PICKUP = {
  orderType: 'pickup',
  restaurantNumber: 1001,
  date: '2027-03-12',
  time: '12:00',
  eventType: 'LUNCH',
} as const;
export const PICKUP_AT = '2027-03-12T17:00:00.000Z';
export const DELIVERY = {
  ...PICKUP,
  orderType: 'delivery',
  deliveryAddress: {
    address1: '405 Lexington Ave',
    city: 'New York',
    state: 'NY',
    postalCode: '10174',
    latitude: 40.7516,
    longitude: -73.9755,
  },
} as const;

/** 20 burritos by the box, 10 chicken and 10 steak: $13.95 a burrito at tier 3. */
export const BURRITOS = {
  menuId: 'CMG-4012',
  quantity: 20,
  subItems: [
    { menuId: 'chicken', quantity: 10 },
    { menuId: 'steak', quantity: 10 },
  ],
};
export interface OrderTestApp extends TestApp {
  clock: { now: number };
}

/** A migrated, seeded database and an app whose clock the test controls. */
export async function startOrderApp(
  dialect: Dialect,
  overrides: Parameters<typeof startTestApp>[1] = {},
  options: Omit<NonNullable<Parameters<typeof startTestApp>[2]>, 'services'> = {},
): Promise<OrderTestApp> {
  const clock = { now: NOW };
  const t = await startTestApp(dialect, overrides, {
    ...options,
    services: { now: () => clock.now },
  });
  await seedCatalogue(t.database.db);
  return Object.assign(t, { clock });
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call as the shopper. */
export function call(
  t: TestApp,
  shopper: Shopper | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { ...t.headers, ...(shopper ? { cookie: shopper.cookie } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** POST /order, expecting success; answers the order. */
export async function createOrder(t: TestApp, shopper: Shopper, intake: object = PICKUP) {
  const response = await call(t, shopper, 'POST', '/order', { body: intake });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** POST /order/{id}/item, expecting success; answers the order. */
export async function addItem(t: TestApp, shopper: Shopper, orderId: string, item: object = BOWLS) {
  const response = await call(t, shopper, 'POST', `/order/${orderId}/item`, { body: item });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A submit body with a card entered through the sandbox's real calls. */
export async function submitBody(
  t: TestApp,
  shopper: Shopper,
  card: Partial<typeof APPROVE_CARD> = {},
) {
  const wallet = await enterCard(t, shopper, card);
  return {
    payment: { paymentProviderId: wallet.paymentProviderId, tokenId: wallet.tokenId },
    customer: CONTACT,
    fraudSessionId: 'fraud-session-1',
  };
}

export const newKey = () => `key-${randomUUID()}`;

export function submit(
  t: TestApp,
  shopper: Shopper,
  orderId: string,
  body: object,
  key = newKey(),
) {
  return call(t, shopper, 'PUT', `/order/${orderId}/submit`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** An order with the bowls in it, submitted; answers the submitted order. */
export async function placeOrder(t: TestApp, shopper: Shopper, intake: object = PICKUP) {
  const order = await createOrder(t, shopper, intake);
  await addItem(t, shopper, order.id);
  const response = await submit(t, shopper, order.id, await submitBody(t, shopper));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Guests started by startShopper, by customer id: startFullUser signs in from their sessions. */
const guestCookies = new Map<string, string>();

/** A new guest session: its cookie and its customer id. */
export async function startShopper(t: TestApp): Promise<Shopper> {
  const shopper = await startGuest(t);
  guestCookies.set(shopper.customerId, shopper.cookie);
  return shopper;
}

/**
 * A full user made through the API (register, the code read from the outbox, verify/finalize).
 * With `previousCustomerId`, the sign-up happens in that guest's session (started by
 * startShopper), which it replaces: the guest's bag moves to the account.
 */
export async function startFullUser(
  t: TestApp,
  previousCustomerId: string | null = null,
): Promise<Shopper> {
  const guestCookie = previousCustomerId ? guestCookies.get(previousCustomerId) : undefined;
  if (previousCustomerId && !guestCookie) {
    throw new Error('startFullUser: start the guest with startShopper of order.helpers first');
  }
  const account = await signUp(t, newAccountForm(), guestCookie ? { cookie: guestCookie } : {});
  return { cookie: account.cookie, customerId: account.customerId };
}
