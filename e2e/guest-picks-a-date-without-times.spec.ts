import { expect, type Page, test } from '@playwright/test';
import { choosePickupRestaurant } from './support/intake';

/** Checks a Sunday after the first date offered: the restaurants of these journeys close then. */
async function chooseALaterSunday(page: Page) {
  const radios = page.getByRole('group', { name: 'Date' }).getByRole('radio');
  await expect(radios.first()).toBeAttached();
  const values = await radios.evaluateAll((all) => all.map((radio) => radio.getAttribute('value')));
  const sunday = values.slice(1).find((value) => new Date(`${value}T12:00:00Z`).getUTCDay() === 0);
  await radios.and(page.locator(`[value="${sunday}"]`)).check({ force: true });
}

test('a date with no pickup times shows the "Restaurant Times" dialog', async ({ page }) => {
  await page.goto('/order/intake?orderType=pickup');
  // Park Ave South is closed on Sundays.
  await choosePickupRestaurant(page, '10017', /Park Ave South/);
  await chooseALaterSunday(page);

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
  // The Chicago Loop's delivering restaurants are both closed on Sundays.
  await page.getByLabel('Street address').fill('233 S Wacker Dr');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State or province').fill('IL');
  await page.getByLabel('ZIP or postal code').fill('60606');
  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await expect(page.getByText(/restaurants? deliver/)).toBeVisible();
  await chooseALaterSunday(page);

  const dialog = page.getByRole('dialog', { name: 'Restaurant Times' });
  await expect(dialog).toContainText('Please choose a different date or delivery address.');
});
