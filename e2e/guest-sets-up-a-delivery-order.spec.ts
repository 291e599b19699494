import { expect, test } from '@playwright/test';
import { chooseFirstAvailableTime } from './support/intake';

test('a guest sets up delivery to an office and reaches the burritos builder', async ({ page }) => {
  await page.goto('/order/intake?menuItemId=CMG-4012');
  await page.getByRole('radio', { name: /Delivery/ }).check();

  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await expect(page.getByText('Street address is required')).toBeVisible();

  await page.getByLabel('Street address').fill('622 Third Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State or province').fill('NY');
  await page.getByLabel('ZIP or postal code').fill('10017');
  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await expect(page.getByText(/restaurants? deliver/)).toBeVisible();

  await chooseFirstAvailableTime(page, 'Delivery time');
  // Delivery times read as a 15-minute window.
  await expect(page.getByLabel('Delivery time').locator('option:checked')).toHaveText(
    /^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/,
  );
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/builder\/burritosbythebox\/CMG-4012$/);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText('Delivery', { exact: true }),
  ).toBeVisible();
});
