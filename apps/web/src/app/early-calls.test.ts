import { waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';
import { startEarlyCalls } from './early-calls';

// A builder's page starts its first calls before the app's code arrives; the app's own request
// for each of those URLs then gets the answer already on its way instead of asking again.

const SETTINGS = { apiBase: '/api/v1', subscriptionKey: 'the-key' };
const requested = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

test('the session, the order, its validity and its menu are asked for at once', async () => {
  const fetchMock = fakeApi({
    'GET /customerauth/getstarted': GUEST,
    'GET /order/cart': orderFixture(),
    'GET /order/order-1/validate': { isValid: true },
    'GET /menu/tiered/1001': { menuItems: [] },
  });
  startEarlyCalls(SETTINGS);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  expect(requested(fetchMock)).toEqual([
    'GET /api/v1/customerauth/getstarted?includeCustomerInfo=true',
    'GET /api/v1/order/cart',
    'GET /api/v1/order/order-1/validate',
    'GET /api/v1/menu/tiered/1001',
  ]);
  const [, init] = fetchMock.mock.calls[3] ?? [];
  expect(init?.credentials).toBe('include');
  expect(init?.headers).toMatchObject({
    'X-Subscription-Key': 'the-key',
    // The session's hash, as the app sends once it has the session.
    'X-Feature-User': 'g1',
  });

  // The app's first GET of a URL adopts the call; the next one goes out.
  const early = fetchMock.mock.results[1]?.value as Promise<Response>;
  expect(fetch('/api/v1/order/cart', { method: 'GET' })).toBe(early);
  expect(await (await fetch('/api/v1/order/cart')).json()).toEqual(orderFixture());
  expect(fetchMock).toHaveBeenCalledTimes(5);
  // Other calls are untouched.
  await fetch('/api/v1/order/order-1/validate', { method: 'POST' });
  expect(requested(fetchMock).at(-1)).toBe('POST /api/v1/order/order-1/validate');
});

test('without an order, only the session and the cart are asked for', async () => {
  const fetchMock = fakeApi({
    'GET /customerauth/getstarted': GUEST,
    'GET /order/cart': Response.json({ errorCode: 'AUTH-401' }, { status: 401 }),
  });
  startEarlyCalls(SETTINGS);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  // The chain has settled: nothing more follows.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requested(fetchMock)).toEqual([
    'GET /api/v1/customerauth/getstarted?includeCustomerInfo=true',
    'GET /api/v1/order/cart',
  ]);
});
