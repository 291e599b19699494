import { expect, test } from '@playwright/test';
import { choose, option, startPickupOrderFor } from './support/builder';

test('a guest orders three chips and guacamole, priced from the dip', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4027', /\/builder\/chipsandsalsa\/CMG-4027$/);
  await expect(page.getByText('Serves 10-15')).toBeVisible();
  await page.getByRole('button', { name: 'More orders' }).click();
  await page.getByRole('button', { name: 'More orders' }).click();
  await expect(page.getByRole('textbox', { name: 'How many orders?' })).toHaveValue('3');

  await choose(page, 'Salsas', 'Fresh Tomato Salsa');
  await choose(page, 'Salsas', 'Guacamole');
  await expect(option(page, 'Salsas', 'Fresh Tomato Salsa')).not.toBeChecked();
  // One salsa per order: a radio choice with no stepper.
  await expect(page.getByRole('button', { name: 'Add one Guacamole' })).toHaveCount(0);

  // Guacamole is $30.95 an order at a tier-3 restaurant.
  await page.getByRole('button', { name: 'Add to Bag - $92.85' }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
});
