import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { enterCard, fillContact, watchSubmits } from './support/catering-order';

test('double-clicking the place-order button places one order', async ({ page }) => {
  const orderId = await pickupOrderWithBuildYourOwn(page);
  const submits = watchSubmits(page);
  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Place order - \$/ }).dblclick();

  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  expect(submits).toHaveLength(1);
  // The session's cart is empty: the one order was placed, and no second one was opened.
  const cart = await page.request.get('/api/v1/order/cart', {
    headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
  });
  expect(cart.status()).toBe(404);
});
