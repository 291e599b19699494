import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// The served version changes as a deployment would change it: the health call names a newer build.
async function serveNewVersion(page: Page) {
  await page.route('**/api/v1/health', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'x-ui-version': '9.9.9-new' },
    });
  });
}

async function shellServicesLoaded(page: Page) {
  // The accessibility link arrives with the version check, once the browser is idle.
  await expect(page.getByRole('link', { name: 'Accessibility help' })).toBeAttached();
}

test('a guest coming back to the tab after a deployment is asked to refresh, and cannot dismiss it', async ({
  page,
}) => {
  await page.goto('/');
  await shellServicesLoaded(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await serveNewVersion(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const modal = page.getByRole('dialog', { name: 'TIME FOR A REFRESH' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('A newer version of this site is available.');
  await expect(modal.getByRole('button')).toHaveText(['REFRESH PAGE']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'refresh');

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await modal.getByRole('button', { name: 'REFRESH PAGE' }).click();
  await reloaded;
});

test('the version is asked for every 10 minutes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(3000);
  await shellServicesLoaded(page);

  await serveNewVersion(page);
  await page.clock.runFor('09:30');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor('00:40');
  await expect(page.getByRole('dialog', { name: 'TIME FOR A REFRESH' })).toBeVisible();
});
