import type { Order } from '@catering/domain';
import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Stubs fetch with answers by "METHOD /path" (path under /api/v1, no query); anything else is a
 * 404 with an error body. A handler returning a Response is sent as is, anything else as JSON.
 */
export function fakeApi(routes: Record<string, unknown | Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    if (!(key in routes)) {
      return Response.json({ errorCode: 'NF-0404', message: 'Not found' }, { status: 404 });
    }
    const route = routes[key];
    const body = typeof route === 'function' ? (route as Handler)(url, init) : route;
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const GUEST = {
  isGuest: true,
  isLoggedIn: false,
  customerIdHash: 'g1',
  cateringEditOrderId: null,
};

/** A pickup order at restaurant 1001, with `items` order items. */
export function orderFixture(items = 0, overrides: Partial<Order['orderDetail']> = {}): Order {
  const item = (n: number) => ({
    orderItemId: `item-${n}`,
    menuId: 'CMG-4105',
    name: 'Build Your Own',
    displayName: 'Build Your Own for 20',
    displaySubName: null,
    servesText: 'Serves 20',
    quantity: 20,
    price: 10.95,
    subTotal: 219,
    tax: 0,
    total: 219,
    createdTimestamp: '2026-11-25T12:00:00Z',
    isOrderAmountFromSubItems: false,
    promotionDeduction: 0,
    popularBuildItemId: null,
    popularBuildName: null,
    subItems: [],
  });
  return {
    id: 'order-1',
    orderNumber: null,
    status: 'Open',
    name: null,
    orderDetail: {
      orderType: 'pickup',
      orderItems: Array.from({ length: items }, (_, n) => item(n + 1)),
      paymentItems: [],
      promotionItems: [],
      promotion: null,
      popularBuildItems: [],
      store: { storeNumber: 1001, name: 'Third Ave & 40th', timezoneId: 'America/New_York' },
      isDelivery: false,
      eventType: 'LUNCH',
      subTotal: 0,
      taxTotal: 0,
      total: 0,
      pickupInfo: { pickupDate: '2026-11-27T17:30:00Z' },
      deliveryInfo: null,
      isGuest: true,
      customer: null,
      submittedAt: null,
      favoriteName: null,
      ...overrides,
    },
  };
}
