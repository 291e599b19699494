import { expect, test } from '@playwright/test';
import { startPickupOrderFor } from './support/builder';

test('a headcount below the minimum or above the limit is clamped with a passing tooltip', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4105', /\/builder\/buildyourown\/CMG-4105$/);
  const people = page.getByRole('textbox', { name: 'How many people?' });

  await people.fill('4');
  await people.press('Tab');
  await expect(people).toHaveValue('10');
  const tooltip = page
    .getByRole('status')
    .filter({ hasText: 'Sorry. We have a 10 burrito minimum.' });
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toBeHidden({ timeout: 4000 });

  await people.fill('250');
  await people.press('Enter');
  await expect(people).toHaveValue('200');
  await expect(page.getByText('Sorry. We have a 200 burrito limit.')).toBeVisible();

  await people.fill('3x5');
  await expect(people).toHaveValue('35');
});

test('NEED HELP? explains catering quantities', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4105', /\/builder\/buildyourown\/CMG-4105$/);
  await page.getByRole('button', { name: 'NEED HELP?' }).click();
  const guide = page.getByRole('dialog', { name: 'CATERING QUANTITIES' });
  await expect(guide).toContainText('Burritos by the Box');
  await guide.getByRole('button', { name: 'GOT IT' }).click();
  await expect(guide).toBeHidden();
});
