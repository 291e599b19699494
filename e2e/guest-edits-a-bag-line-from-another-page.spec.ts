import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

test('a guest edits a bag line from Home and comes back to Home with the bag open', async ({
  page,
}) => {
  // The intake, three axe checks and the builder: more than a minute on a loaded machine.
  test.slow();
  await pickupOrderWithBuildYourOwn(page, 20);
  await page.goto('/?zipCode=10017');
  // A second tier, for the bag lines to tell apart.
  await page.getByRole('button', { name: 'Start here: Office Lunch Classic' }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  const oneProtein = bag.getByRole('heading', {
    name: '20X Build Your Own - One Protein',
    exact: true,
  });
  await expect(oneProtein).toBeVisible();
  await expect(
    bag.getByRole('heading', { name: '20X Build Your Own - Two Proteins', exact: true }),
  ).toBeVisible();
  await screenshot(page, 'bag-names-the-tiers');

  // Close without updating: back on the page the edit began on, the bag open again.
  await bag.getByRole('button', { name: 'Edit 20X Build Your Own - One Protein' }).click();
  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4105\/[^/]+$/);
  const people = page.getByRole('textbox', { name: 'How many people?' });
  await expect(people).toHaveValue('20');
  const close = page.getByRole('link', { name: 'close without updating' });
  await expect(close).toBeVisible();
  await expectNoAxeViolations(page);
  await close.scrollIntoViewIfNeeded();
  await screenshot(page, 'builder-with-close');
  await close.click();
  await expect(page).toHaveURL(/\/\?zipCode=10017$/);
  await expect(bag).toBeVisible();
  await expect(oneProtein).toBeVisible();

  // Update Bag: back on that page with the bag open, the line changed.
  await bag.getByRole('button', { name: 'Edit 20X Build Your Own - One Protein' }).click();
  await people.fill('25');
  await people.press('Enter');
  await page.getByRole('button', { name: 'Update Bag' }).click();
  await expect(page).toHaveURL(/\/\?zipCode=10017$/);
  await expect(
    bag.getByRole('heading', { name: '25X Build Your Own - One Protein', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'back-on-home');
});

test('an edit begun from the bag on the builder itself shows no close link', async ({ page }) => {
  await pickupOrderWithBuildYourOwn(page, 20);
  await page.goto('/builder/chipsandsalsa/CMG-4027');
  // The page paints its header before the app runs: the edit begins from the live builder.
  await expect(page.getByRole('button', { name: /^Add to Bag - \$/ })).toBeVisible();
  await page.getByRole('button', { name: /Catering bag/ }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await bag.getByRole('button', { name: 'Edit 20X Build Your Own - One Protein' }).click();
  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4105\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Update Bag' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'close without updating' })).toHaveCount(0);
});
