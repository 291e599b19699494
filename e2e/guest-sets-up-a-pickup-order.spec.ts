import { expect, test } from '@playwright/test';
import { chooseFirstAvailableTime, choosePickupRestaurant } from './support/intake';

test('a guest chooses a meal, sets up pickup and reaches its builder', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Build Your Own - Two Proteins' }).click();
  await expect(page).toHaveURL(/\/order\/intake\?menuItemId=CMG-4206$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your catering order' }),
  ).toBeVisible();

  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await expect(page.getByText('622 Third Ave, New York, NY 10017')).toBeVisible();
  await expect(page.getByText(/Cross streets: 3rd Ave & E 40th St/)).toBeVisible();
  await chooseFirstAvailableTime(page, 'Pickup time');
  await page.getByLabel('Event type').selectOption({ label: 'Office Meeting' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4206$/);
  const band = page.getByRole('region', { name: 'Your order' });
  await expect(band.getByText('Pickup', { exact: true })).toBeVisible();
  // The day and time are readable at every width: a phone gets the short form, not an ellipsis.
  const when = band
    .getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M/)
    .filter({ visible: true });
  await expect(when).toBeVisible();
  expect(await when.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(band.getByRole('link', { name: /Edit/ })).toBeVisible();
});

test('intake asks for what is missing before saving', async ({ page }) => {
  await page.goto('/order/intake?orderType=pickup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose a restaurant')).toBeVisible();
  await expect(page.getByText('Please choose a date')).toBeVisible();
  await expect(page.getByText('Please choose an event type')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/intake/);
});
