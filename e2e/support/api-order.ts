import type { Page } from '@playwright/test';

// For journeys about the bag or checkout only: the order is set up through the API, in the
// page's own session (page.request shares the browser context's cookies).

const headers = {
  'X-Subscription-Key': 'catering-web-dev-key',
  'Content-Type': 'application/json',
};

/** One call to the ordering service in the page's session; throws on a non-2xx answer. */
export async function call<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers,
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const BUILD_YOUR_OWN_CHOICES = [
  'white-rice',
  'black-beans',
  'chicken',
  'romaine',
  'cheese',
  'sour-cream',
  'guacamole',
  'tomato-salsa',
  'green-salsa',
  'flour-tortilla',
];

/** A pickup order at restaurant 1001 with build your own for `people`; resolves with the order id. */
export async function pickupOrderWithBuildYourOwn(page: Page, people = 20): Promise<string> {
  // The session first, then the page: both calling getstarted at once would start two sessions.
  await call(page, 'GET', '/customerauth/getstarted?includeCustomerInfo=true');
  await page.goto('/');
  const day = new Date(Date.now() + (2 + Math.floor(Math.random() * 12)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const times = await call<{
    timeSlots: { isIntervalAvailable: boolean; intervalStartTime: string }[];
  }>(page, 'POST', '/capacity', {
    restaurantNumbers: [1001],
    date: day,
    orderType: 'pickup',
  });
  const open = times.timeSlots.filter((slot) => slot.isIntervalAvailable);
  const slot = open[Math.floor(Math.random() * Math.min(open.length, 12))];
  if (!slot) throw new Error(`no pickup time on ${day}`);
  const order = await call<{ id: string }>(page, 'POST', '/order', {
    orderType: 'pickup',
    restaurantNumber: 1001,
    date: day,
    time: slot.intervalStartTime.slice(11, 16),
    eventType: 'LUNCH',
  });
  const subItems = BUILD_YOUR_OWN_CHOICES.map((menuId) => ({ menuId, quantity: 1 }));
  await call(page, 'POST', `/order/${order.id}/item`, {
    menuId: 'CMG-4105',
    quantity: people,
    subItems,
  });
  return order.id;
}

/**
 * A card kept in the signed-in customer's wallet through the sandbox's real calls, as its card
 * page and "Save this card" make them (client token, card posted, tokenized, saved).
 */
export async function saveCardByApi(page: Page, cardNumber = '5555555555554444'): Promise<void> {
  const { clientToken } = await call<{ clientToken: string }>(
    page,
    'GET',
    '/transaction/provider?restaurantNumber=1001',
  );
  const posted = await page.request.post('/payments/sandbox/cards', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({
      clientToken,
      cardNumber,
      expiry: '1230',
      cvv: '123',
      cardHolderName: 'Ada Lovelace',
      billingZip: '10001',
    }),
  });
  if (!posted.ok()) throw new Error(`sandbox card: ${posted.status()} ${await posted.text()}`);
  const card = await call<{ paymentProviderId: string; tokenId: string }>(
    page,
    'GET',
    `/transaction/tokenize/SANDBOX/${encodeURIComponent(clientToken)}`,
  );
  await call(page, 'POST', '/transaction/wallet', {
    paymentProviderId: card.paymentProviderId,
    tokenId: card.tokenId,
  });
}
