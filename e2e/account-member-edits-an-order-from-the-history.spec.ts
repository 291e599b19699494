import { expect, test } from '@playwright/test';
import { signUpInPage } from './support/account';
import { expectNoAxeViolations } from './support/axe';
import { placedPickupOrder } from './support/placed-order';
import { screenshot } from './support/screenshot';

test('a member starts editing an active order from the order history', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signUpInPage(page, baseURL, { firstName: 'Lupe' });
  const { orderNumber } = await placedPickupOrder(page, 20);

  await page.goto('/account/orderhistory');
  const active = page.getByRole('region', { name: 'Active orders' });
  const edit = active.getByRole('button', { name: `Edit order Order #${orderNumber}` });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'history', true);

  await edit.click();
  await expect(page).toHaveURL(/\/$/);
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByText(/^20X /)).toBeVisible();
  await bag.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText(`Editing order #${orderNumber}`),
  ).toBeVisible();
});
