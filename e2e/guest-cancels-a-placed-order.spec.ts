import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  approvedAuthorizations,
  moveWithin24Hours,
  placedPickupOrder,
} from './support/placed-order';
import { screenshot } from './support/screenshot';

test('a guest cancels a placed order after confirming, and the card is no longer held', async ({
  page,
}) => {
  const { orderId } = await placedPickupOrder(page, 20);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog.getByText('CANCEL THIS ORDER?')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'cancel-dialog');

  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'KEEP ORDER' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for your order' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Order' })
    .getByRole('button', { name: 'CANCEL ORDER' })
    .click();
  const cancelledHeading = page.getByRole('heading', { level: 1, name: 'Your order is cancelled' });
  await expect(cancelledHeading).toBeVisible();
  // The pressed button is gone: a keyboard or screen-reader user is taken to what happened.
  await expect(cancelledHeading).toBeFocused();
  await expect(page.getByRole('button', { name: 'Edit order' })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshot(page, 'cancelled');
  expect(approvedAuthorizations([orderId])).toHaveLength(0);

  // Opened again, a cancelled order is not shown: Home.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

test('inside 24 hours, edit and cancel say to call the restaurant', async ({ page }) => {
  const { orderId } = await placedPickupOrder(page, 20);
  moveWithin24Hours(orderId);
  await page.reload();
  for (const action of ['Edit order', 'Cancel order']) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Order' });
    await expect(dialog.getByText('NEED TO EDIT YOUR ORDER?')).toBeVisible();
    await expect(
      dialog.getByText(
        'Orders cannot be edited online within 24 hours of pickup or delivery. Please call our catering line.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/^Call \(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
    if (action === 'Edit order') {
      await expectNoAxeViolations(page);
      await screenshot(page, 'need-to-edit');
    }
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Thanks for your order' })).toBeVisible();
  expect(approvedAuthorizations([orderId])).toHaveLength(1);
});
