import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// The service's own 503 (database unreachable, draining) is covered by its tests; here one call
// gets that answer, as it would from the service.
async function answerCritical(page: Page, url: string): Promise<() => number> {
  let answered = 0;
  await page.route(url, async (route) => {
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: 'GEN-0503', message: "Sorry, something's not right" }),
    });
    answered += 1;
  });
  return () => answered;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: "Sorry, something's not right" });

/** Home, whose popular-builds call gets the critical answer: the dialog is open. */
async function homeMeetingCritical(page: Page) {
  const answered = await answerCritical(page, '**/api/v1/popularbuild*');
  await page.goto('/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return { answered, dialog };
}

test('a guest whose first page meets a 503 GEN-0503 is told once that something is not right', async ({
  page,
}) => {
  const { answered, dialog } = await homeMeetingCritical(page);
  await expect(dialog).toContainText('Please try again later.');
  // The call is tried once more a second later (lib/query-client.ts); its answer, the same
  // failure, is told by the dialog already open.
  await expect.poll(answered).toBe(2);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshot(page, 'critical');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('closed before the call is tried again, the dialog does not come back for the same failure', async ({
  page,
}) => {
  const { answered, dialog } = await homeMeetingCritical(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The retry a second later gets the same answer: the same failure, already told (decision 266).
  await expect.poll(answered).toBe(2);
  // A dialog for that answer would open within milliseconds of it.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a call made later in the visit that gets 503 GEN-0503 shows the dialog too', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Accessibility help' })).toBeAttached();
  await answerCritical(page, '**/api/v1/restaurant/search');
  await page.getByRole('link', { name: /^Build Your Own - One Protein/ }).click();
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByLabel('ZIP or postal code').fill('10017');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(dialogOf(page)).toBeVisible();
});
