import { expect, test, type Page } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { enterCard, fillContact } from './support/catering-order';

interface PlacedOrder {
  id: string;
  orderNumber: string | null;
  status: string;
}

/** The order as the service holds it, in the page's session. */
async function orderOnServer(page: Page, orderId: string): Promise<PlacedOrder> {
  const response = await page.request.get(`/api/v1/order/${orderId}`, {
    headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as PlacedOrder;
}

test('when the answer to place order is lost, placing it again lands on the one order placed', async ({
  page,
}) => {
  const orderId = await pickupOrderWithBuildYourOwn(page);
  // The first submit reaches the server, which places the order, but its answer never reaches
  // the browser. Later submits go through untouched.
  const keys: (string | null)[] = [];
  let lost: { status: number; order: PlacedOrder } | undefined;
  await page.route('**/api/v1/order/*/submit', async (route) => {
    keys.push(await route.request().headerValue('Idempotency-Key'));
    if (keys.length > 1) return route.continue();
    const response = await route.fetch();
    lost = { status: response.status(), order: (await response.json()) as PlacedOrder };
    await route.abort('connectionreset');
  });
  // What the browser hears from the submits (the lost one never shows here).
  const heard: Promise<{ replayed: string | undefined; order: PlacedOrder }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith(`/order/${orderId}/submit`)) return;
    const replayed = response.headers()['idempotent-replayed'];
    heard.push(response.json().then((order: PlacedOrder) => ({ replayed, order })));
  });

  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  const placeOrder = page.getByRole('button', { name: /^Place order - \$/ });
  await placeOrder.click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Something unexpected happened.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/bag\/checkout$/);
  // The button is ready again, and still has the focus for the second try.
  await expect(placeOrder).toBeEnabled();
  await expect(placeOrder).toBeFocused();
  // The server did place the order: it has its number already.
  expect(lost?.status).toBe(200);
  const orderNumber = lost!.order.orderNumber;
  expect(orderNumber).toBeTruthy();
  expect(await orderOnServer(page, orderId)).toMatchObject({ orderNumber });

  await placeOrder.click();
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number/)).toHaveText(`Order number ${orderNumber}`);

  // Both attempts carried the same Idempotency-Key, so the second was answered with the first's
  // result instead of paying and placing again.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const answers = await Promise.all(heard);
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({ replayed: 'true', order: { id: orderId, orderNumber } });

  // The service holds the one order with that number, and no second order was opened.
  expect(await orderOnServer(page, orderId)).toMatchObject({
    id: orderId,
    orderNumber,
    status: lost!.order.status,
  });
  const cart = await page.request.get('/api/v1/order/cart', {
    headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
  });
  expect(cart.status()).toBe(404);
});
