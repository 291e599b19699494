// A guest placing whole orders over real HTTP against a listening server (another process):
// session, a sandbox card through the card page, an order with bowls, a submit with a key.
import { randomUUID } from 'node:crypto';
import { SERVER_PROCESS_KEY } from './server-process';

export interface HttpShopper {
  cookie: string;
  payment: { paymentProviderId: string; tokenId: string };
}
export interface Slot {
  restaurantNumber: number;
  date: string;
  time: string;
}

/** Build your own, one protein, 10 people: $12.95 a person at tier 3. */
export const BOWLS = {
  menuId: 'CMG-4105',
  quantity: 10,
  subItems: [
    'white-rice',
    'black-beans',
    'chicken',
    'romaine',
    'cheese',
    'sour-cream',
    'guacamole',
    'tomato-salsa',
    'corn-salsa',
    'flour-tortilla',
  ].map((menuId) => ({ menuId, quantity: 1 })),
};
/** Two chips orders priced by their dips: guacamole $30.95 and queso $28.95 at tier 3. */
export const CHIPS = {
  menuId: 'CMG-4027',
  quantity: 2,
  subItems: [
    { menuId: 'guacamole', quantity: 1 },
    { menuId: 'queso', quantity: 1 },
  ],
};
/** The contact details of every submit. */
export const CONTACT = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  emailAddress: 'ana@example.com',
  phoneNumber: '2125550100',
};

/** One call to the service, as the guest of `cookie` (empty for none); the answer parsed. */
export async function httpCall(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'x-subscription-key': SERVER_PROCESS_KEY,
      cookie,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    setCookie: response.headers.get('set-cookie'),
  };
}

/** A guest session with a card entered through the sandbox card page and tokenize. */
export async function startHttpShopper(origin: string): Promise<HttpShopper> {
  const started = await httpCall(origin, '', 'GET', '/api/v1/customerauth/getstarted');
  const cookie = (started.setCookie ?? '').split(';')[0] ?? '';
  const grant = await httpCall(
    origin,
    cookie,
    'GET',
    '/api/v1/transaction/provider?restaurantNumber=1001',
  );
  const clientToken = String(grant.json.clientToken);
  const card = {
    clientToken,
    cardNumber: '4111111111111111',
    expiry: '1239',
    cvv: '737',
    cardHolderName: 'Ada Lovelace',
    billingZip: '10001',
  };
  const posted = await httpCall(origin, '', 'POST', '/payments/sandbox/cards', card);
  if (posted.status !== 201) throw new Error(`card page answered ${posted.status}`);
  const wallet = await httpCall(
    origin,
    cookie,
    'GET',
    `/api/v1/transaction/tokenize/SANDBOX/${encodeURIComponent(clientToken)}`,
  );
  return {
    cookie,
    payment: { paymentProviderId: 'SANDBOX', tokenId: String(wallet.json.tokenId) },
  };
}

/** Free pickup places from POST /capacity (each slot offered `perSlot` times), from day 2 on. */
export async function freePickupSlots(
  origin: string,
  shopper: HttpShopper,
  wanted: number,
  perSlot = 1,
  // The server's ordering window must reach this far (ORDERING_WINDOW_DAYS).
  windowDays = 90,
): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let day = 2; slots.length < wanted && day < windowDays - 2; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const restaurantNumber of [1001, 1002]) {
      const times = await httpCall(origin, shopper.cookie, 'POST', '/api/v1/capacity', {
        restaurantNumbers: [restaurantNumber],
        date,
        orderType: 'pickup',
        headcount: 10,
      });
      for (const slot of (times.json.timeSlots ?? []) as {
        intervalStartTime: string;
        isIntervalAvailable: boolean;
      }[]) {
        if (!slot.isIntervalAvailable) continue;
        for (let i = 0; i < perSlot; i += 1)
          slots.push({ restaurantNumber, date, time: slot.intervalStartTime.slice(11, 16) });
      }
    }
  }
  return slots;
}

/** An order with bowls in it, ready to submit: its id and the submit's body. */
export async function prepareHttpOrder(origin: string, shopper: HttpShopper, slot: Slot) {
  const created = await httpCall(origin, shopper.cookie, 'POST', '/api/v1/order', {
    orderType: 'pickup',
    ...slot,
    eventType: 'LUNCH',
  });
  if (created.status !== 201) throw new Error(`create ${created.status}`);
  const id = String(created.json.id);
  const added = await httpCall(origin, shopper.cookie, 'POST', `/api/v1/order/${id}/item`, BOWLS);
  if (added.status !== 200) throw new Error(`item ${added.status}`);
  return {
    id,
    body: { payment: shopper.payment, customer: CONTACT, fraudSessionId: `http-${id}` },
  };
}

/** PUT submit with an Idempotency-Key; resolves with the order number of a 200. */
export async function submitHttpOrder(
  origin: string,
  shopper: HttpShopper,
  order: { id: string; body: object },
  key: string,
) {
  const submitted = await httpCall(
    origin,
    shopper.cookie,
    'PUT',
    `/api/v1/order/${order.id}/submit`,
    order.body,
    {
      'idempotency-key': key,
    },
  );
  if (submitted.status !== 200) throw new Error(`submit ${submitted.status}`);
  return { id: order.id, orderNumber: String(submitted.json.orderNumber) };
}

/** One whole order; resolves with the order's id and number once the submit answered 200. */
export async function placeHttpOrder(
  origin: string,
  shopper: HttpShopper,
  slot: Slot,
  key = randomUUID(),
) {
  return submitHttpOrder(origin, shopper, await prepareHttpOrder(origin, shopper, slot), key);
}
