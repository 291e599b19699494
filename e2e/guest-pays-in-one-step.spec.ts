import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { fillContact, watchSubmits } from './support/catering-order';
import { screenshot } from './support/screenshot';

test('Place order takes the card as typed; a half-filled card is refused with its fields named', async ({
  page,
}) => {
  const orderId = await pickupOrderWithBuildYourOwn(page);
  const submits = watchSubmits(page);
  await page.goto('/bag/checkout');
  await fillContact(page);
  const card = page.frameLocator('iframe[title="Card details"]');
  const placeOrder = page.getByRole('button', { name: /^Place order - \$/ });
  const payment = page.getByRole('region', { name: 'Payment' });

  // Half a card: refused, with the checkout's message and the missing fields marked in the form.
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('Expiration (MMYY)').fill('1230');
  await placeOrder.click();
  await expect(payment.getByRole('alert')).toHaveText('Please enter your card details.');
  await expect(card.getByLabel('Security code (CVV)')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('Name on card')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/bag\/checkout$/);
  expect(submits).toHaveLength(0);
  await screenshot(payment, 'half-filled-card');
  await expectNoAxeViolations(page);

  // The rest of the card, then Place order once: no "Use this card" in between.
  await card.getByLabel('Security code (CVV)').fill('123');
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  await card.getByLabel('Billing ZIP or postal code').fill('10001');
  await placeOrder.click();

  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/VISA \*+1111/)).toBeVisible();
  expect(submits).toHaveLength(1);
});
