import { expect, test } from '@playwright/test';
import { choose, startPickupOrderFor } from './support/builder';

test('adding an incomplete build shows what is missing and adds nothing', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4105', /\/builder\/buildyourown\/CMG-4105$/);
  await choose(page, 'Proteins', 'Chicken');
  await page.getByRole('button', { name: /^Add to Bag - / }).click();

  await expect(page.getByRole('alert')).toContainText(
    'Please select 2 more bases, 3 more toppings, 1 more premium topping, 2 more salsas, 1 more tortilla',
  );
  await expect(page.getByRole('region', { name: 'Your selections' })).toContainText(
    'Select 2 more bases',
  );
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Catering bag, 0 items/ })).toBeAttached();
});
