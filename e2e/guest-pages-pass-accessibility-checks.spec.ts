import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

for (const [name, path, ready] of [
  ['Home', '/', 'The catering menu'],
  ['Intake', '/order/intake?orderType=pickup', 'Choose a restaurant'],
] as const) {
  test(`${name} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('Intake for delivery, with its address form and errors, has no axe violations', async ({
  page,
}) => {
  await page.goto('/order/intake');
  await page.getByRole('radio', { name: /Delivery/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose a date')).toBeVisible();
  await expectNoAxeViolations(page);
});
