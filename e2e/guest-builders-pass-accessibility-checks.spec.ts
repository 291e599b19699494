import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choose, foodGroup, startPickupOrderFor } from './support/builder';

async function expectNoViolations(page: Page) {
  // Check the settled page: a dialog's fade-in leaves half-tinted colours for a moment.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

test('build your own, with choices and the refused-add errors, has no axe violations', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4206', /\/builder\/buildyourown\/CMG-4206$/);
  await expectNoViolations(page);
  await choose(page, 'Bases', 'Black Beans');
  await choose(page, 'Premium Topping', 'Queso Blanco');
  await page.getByRole('button', { name: /^Add to Bag - / }).click();
  await expect(page.getByRole('alert')).toContainText('Please select');
  await expectNoViolations(page);
});

test('burritos by the box, filled for me and with the limit dialog, has no axe violations', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4012', /\/builder\/burritosbythebox\/CMG-4012$/);
  await expectNoViolations(page);
  await foodGroup(page, 'Proteins').getByRole('button', { name: 'Choose for me' }).click();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add one Chicken' }).click();
  await expect(page.getByRole('dialog', { name: /SORRY! LIMITED TO/ })).toBeVisible();
  await expectNoViolations(page);
});

test('chips and salsa, with the catering quantities guide open, has no axe violations', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4027', /\/builder\/chipsandsalsa\/CMG-4027$/);
  await choose(page, 'Salsas', 'Guacamole');
  await expectNoViolations(page);
  // Scrolled part-way, the see-through sticky header shows the dark order band under its logo
  // (a shell issue, reported); the guide is checked from the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'NEED HELP?' }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING QUANTITIES' })).toBeVisible();
  await expectNoViolations(page);
});
