import { expect, test } from '@playwright/test';
import { choose, option, startPickupOrderFor } from './support/builder';

test('leaving a builder with choices asks first; staying keeps them', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4105', /\/builder\/buildyourown\/CMG-4105$/);
  await choose(page, 'Proteins', 'Steak');
  await page.getByRole('banner').getByRole('link', { name: 'Catering', exact: true }).click();

  const question = page.getByRole('dialog', { name: 'LEAVE THIS PAGE?' });
  await expect(question).toContainText(
    'You will lose any unsaved changes. Are you sure you would like to continue?',
  );
  await question.getByRole('button', { name: 'Stay here' }).click();
  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4105$/);
  await expect(option(page, 'Proteins', 'Steak')).toBeChecked();

  await page.getByRole('banner').getByRole('link', { name: 'Catering', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'LEAVE THIS PAGE?' })
    .getByRole('button', { name: 'CONTINUE' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a builder with nothing chosen lets the guest go without asking', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4105', /\/builder\/buildyourown\/CMG-4105$/);
  await page.getByRole('banner').getByRole('link', { name: 'Catering', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
