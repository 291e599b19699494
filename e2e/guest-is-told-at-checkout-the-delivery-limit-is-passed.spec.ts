import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { burritosByTheBox, startDeliveryOrder } from './support/catering-order';
import { screenshot } from './support/screenshot';

test('a delivery order above $1350 opened at checkout says so at the top, before any field', async ({
  page,
}) => {
  await startDeliveryOrder(page, 'CMG-4012');
  await burritosByTheBox(page, 100);
  // The bag's CHECKOUT is disabled above the limit; the checkout's address still opens it.
  await page.goto('/bag/checkout');

  const heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
  await expect(heading).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'DELIVERY LIMIT IS $1350' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'If you would like to order more, edit the order in your bag or switch to pickup',
  );
  // At the top: right under the heading, above the first field the customer would fill in.
  const warningBox = await warning.boundingBox();
  const firstField = await page.getByLabel('First name').boundingBox();
  expect(warningBox!.y).toBeLessThan(firstField!.y);
  expect(warningBox!.y).toBeLessThan(page.viewportSize()!.height);
  await expect(page.getByLabel('First name')).toHaveValue('');
  await screenshot(page, 'checkout-delivery-limit');
  await expectNoAxeViolations(page);
});
