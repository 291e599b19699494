import { expect, test } from '@playwright/test';

test('a guest sees the home page with the header and greeting', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Verde Cantina Catering/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /SIGN IN/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: /Verde Cantina Catering home/i })).toBeVisible();
  for (const name of ['Order', 'Catering', 'Rewards', 'Our Values', 'Nutrition']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeAttached();
  }
  await expect(banner.getByRole('button', { name: /Catering bag/i })).toBeVisible();
});

test('a deep link to the login page loads the app there', async ({ page }) => {
  await page.goto('/account/login?prevPath=%2F');
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'SIGN IN' })).toBeVisible();
  await expect(page).toHaveTitle(/Login/);
});

test('an unknown address ends on the page-not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pagenotfound$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the service reports the web build version in X-UI-Version', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-ui-version']).toMatch(/^\d+\.\d+\.\d+-/);
});
