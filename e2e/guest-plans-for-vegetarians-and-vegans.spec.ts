import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { foodGroup, option } from './support/builder';
import { startPickupOrder } from './support/catering-order';
import { screenshot } from './support/screenshot';

// BLD-DIET-2..6: the diet split beside the headcount, "Suggest choices", the tally line and the
// warning when a change leaves a diet without a meal, on both builders.

async function planDiets(page: Page, split: { vegetarians: string; vegans: string }) {
  const toggle = page.getByRole('button', { name: /Dietary needs/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('textbox', { name: 'Vegetarians' }).fill(split.vegetarians);
  await page.getByRole('textbox', { name: 'Vegans' }).fill(split.vegans);
  await page.getByRole('button', { name: 'Suggest choices' }).click();
  await expect(page.getByText('Suggested: everyone has a meal they can eat.')).toBeVisible();
}

// What the customer sees around `target`: the planner after a suggestion, the tally after a change.
async function shoot(page: Page, name: string, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, name);
}

// Two axe runs in each journey on a shared machine: more than the default minute.
test.slow();

test('a guest plans a burrito bar for 12 vegetarians and 4 vegans of 20, and is warned when the vegan protein goes', async ({
  page,
}) => {
  await startPickupOrder(page, 'CMG-4206');
  const headcount = page.getByRole('textbox', { name: 'How many people?' });
  await headcount.fill('20');
  await headcount.blur();
  await planDiets(page, { vegetarians: '12', vegans: '4' });

  const tally = page.getByRole('region', { name: 'Your selections' });
  await expect(tally).toContainText('Feeds 12 vegetarians, 4 vegans');
  await expect(option(page, 'Proteins', 'Sofritas')).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(
    page,
    'buildyourown-suggested',
    page.getByRole('button', { name: 'Suggest choices' }),
  );

  await option(page, 'Proteins', 'Sofritas').uncheck({ force: true });
  await expect(tally.getByRole('status')).toContainText(
    'The 4 vegans have no protein they can eat: choose a vegan one.',
  );
  await expect(tally).toContainText('Feeds 0 of 12 vegetarians, 0 of 4 vegans');
  await option(page, 'Proteins', 'Steak').check({ force: true });
  await expect(foodGroup(page, 'Proteins').getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await shoot(page, 'buildyourown-warning', tally.getByRole('status'));

  // A warning, not a refusal: the customer may know better.
  await page.getByRole('button', { name: /^Add to Bag - \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
});

test('a guest plans a box of 20 burritos for 2 vegetarians and 4 vegans, and is warned when the sofritas go', async ({
  page,
}) => {
  await startPickupOrder(page, 'CMG-4012');
  await page.getByRole('combobox', { name: 'How many burritos?' }).selectOption('20');
  await planDiets(page, { vegetarians: '2', vegans: '4' });

  const tally = page.getByRole('region', { name: 'Your selections' });
  await expect(tally).toContainText('Feeds 2 vegetarians, 4 vegans');
  const proteins = foodGroup(page, 'Proteins');
  await expect(proteins).toContainText('20 of 20');
  await expectNoAxeViolations(page);
  await shoot(
    page,
    'burritosbythebox-suggested',
    page.getByRole('button', { name: 'Suggest choices' }),
  );

  await option(page, 'Proteins', 'Sofritas').uncheck({ force: true });
  await expect(tally.getByRole('status')).toContainText(
    '4 of the 4 vegans have no burrito they can eat: choose 4 more vegan proteins.',
  );
  // Choose for me fills the box again by the usual proportions: 2 sofritas, short of 4.
  await proteins.getByRole('button', { name: 'Choose for me' }).click();
  await expect(tally).toContainText('Feeds 0 of 2 vegetarians, 2 of 4 vegans');
  await expect(tally.getByRole('status')).toContainText(
    '2 of the 4 vegans have no burrito they can eat: choose 2 more vegan proteins.',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'burritosbythebox-warning', tally.getByRole('status'));

  await page.getByRole('button', { name: /^Add to Bag - \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
});
