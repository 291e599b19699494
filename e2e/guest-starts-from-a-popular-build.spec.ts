import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chooseFirstAvailableTime, choosePickupRestaurant } from './support/intake';
import { screenshot } from './support/screenshot';

const HEADS_UP =
  'This popular build was curated by our chefs. Any changes you make will make it your own.';

test('a guest starts from a popular build: intake first, then its items in the bag', async ({
  page,
}) => {
  // The intake, three axe checks and the builder: more than a minute on a loaded machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start here: Office Lunch Classic' }).click();

  // No order yet: the intake comes first, and the build is added once the order exists.
  await expect(page).toHaveURL(/\/order\/intake$/);
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await chooseFirstAvailableTime(page, 'Pickup time');
  await page.getByLabel('Event type').selectOption({ label: 'Office Meeting' });
  await page.getByRole('button', { name: 'Continue' }).click();

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const build = bag.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: '20X Build Your Own - Two Proteins', exact: true }),
  });
  await expect(build).toContainText('Office Lunch Classic');
  await expect(build).toContainText('Serves 20');
  await expect(build).toContainText('Chicken, Steak');
  await expect(bag.getByRole('heading', { name: '2X Chips & Salsa', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'bag-with-the-build');

  // Editing a curated build warns first.
  await build.getByRole('button', { name: /^Edit/ }).click();
  const headsUp = page.getByRole('dialog', { name: 'HEADS UP' });
  await expect(headsUp).toContainText(HEADS_UP);
  await expectNoAxeViolations(page);
  await screenshot(page, 'heads-up');
  await headsUp.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4206\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: 'How many people?' })).toHaveValue('20');
  await expect(page.getByRole('button', { name: 'Update Bag' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with an order already, Start here puts the build straight into the bag', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start here: Team Burrito Drop' }).click();
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await chooseFirstAvailableTime(page, 'Pickup time');
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '30X Burritos by the Box' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bag).toBeHidden();

  await page.getByRole('button', { name: 'Start here: Plant-Powered Party' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    bag.getByRole('heading', { name: '15X Build Your Own - One Protein', exact: true }),
  ).toBeVisible();
  await expect(bag.getByRole('heading', { name: '30X Burritos by the Box' })).toBeVisible();
});
