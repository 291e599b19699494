import { expect, test } from '@playwright/test';
import { choosePickupRestaurant } from './support/intake';

test('a date with no pickup times shows the "Restaurant Times" dialog', async ({ page }) => {
  await page.goto('/order/intake?orderType=pickup');
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  // Catering needs a day's notice: today never has times.
  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /Today/ })
    .check({ force: true });

  const dialog = page.getByRole('dialog', { name: 'Restaurant Times' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('There are no available times for the selected date.');
  await expect(dialog).toContainText('Please choose a different date or restaurant.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Pickup time')).toBeDisabled();
});

test('a date with no delivery times names the delivery address in the dialog', async ({ page }) => {
  await page.goto('/order/intake');
  await page.getByRole('radio', { name: /Delivery/ }).check();
  await page.getByLabel('Street address').fill('350 S Grand Ave');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('State or province').fill('CA');
  await page.getByLabel('ZIP or postal code').fill('90071');
  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await expect(page.getByText(/restaurants? deliver/)).toBeVisible();
  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /Today/ })
    .check({ force: true });

  const dialog = page.getByRole('dialog', { name: 'Restaurant Times' });
  await expect(dialog).toContainText('Please choose a different date or delivery address.');
});
