import { expect, test } from '@playwright/test';
import { choose, foodGroup, option, startPickupOrderFor } from './support/builder';

test('a guest builds a burrito bar for 25 people and adds it to the bag', async ({ page }) => {
  await startPickupOrderFor(page, 'CMG-4206', /\/builder\/buildyourown\/CMG-4206$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build Your Own - Two Proteins' }),
  ).toBeVisible();
  await expect(foodGroup(page, 'Bases')).toContainText('Choose 2 bases');
  await expect(foodGroup(page, 'Tortilla')).toContainText('Choose 1 tortilla');
  await expect(page.getByText('Minimum of 10')).toBeVisible();

  const people = page.getByRole('textbox', { name: 'How many people?' });
  await people.fill('25');
  await people.press('Enter');
  await expect(page.getByText('Serves 25')).toBeVisible();

  await choose(page, 'Bases', 'Cilantro-Lime White Rice');
  await page.getByRole('button', { name: 'Add one Cilantro-Lime White Rice' }).click();
  await choose(page, 'Proteins', 'Chicken', 'Steak');
  await choose(page, 'Toppings/Veggie', 'Romaine Lettuce', 'Monterey Jack Cheese', 'Sour Cream');
  await choose(page, 'Premium Topping', 'Guacamole');
  await choose(page, 'Salsas', 'Fresh Tomato Salsa', 'Roasted Chili-Corn Salsa');
  await choose(page, 'Tortilla', 'Flour Tortillas');
  await expect(foodGroup(page, 'Bases')).toContainText('Choose 2 bases');

  const tally = page.getByRole('region', { name: 'Your selections' });
  await expect(tally).toContainText('2X Cilantro-Lime White Rice');
  await expect(tally).not.toContainText(/Select \d+ more/);
  await expect(tally.getByText('Tortilla Chips')).toBeVisible();

  // Tier 3 price of CMG-4206 is $14.95 per person.
  await expect(page.getByText('$14.95 per person')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag - $373.75' }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '25X Build Your Own' })).toBeVisible();
  await expect(bag).toContainText('$373.75');

  // Editing from the bag comes back to the builder with the choices and "Update Bag".
  await bag.getByRole('button', { name: 'Edit 25X Build Your Own' }).click();
  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4206\/[^/]+$/);
  await expect(people).toHaveValue('25');
  await expect(option(page, 'Proteins', 'Steak')).toBeChecked();
  await people.fill('30');
  await people.press('Enter');
  await page.getByRole('button', { name: 'Update Bag' }).click();
  await expect(bag.getByRole('heading', { name: '30X Build Your Own' })).toBeVisible();
  await expect(bag).toContainText('$448.50');
});
