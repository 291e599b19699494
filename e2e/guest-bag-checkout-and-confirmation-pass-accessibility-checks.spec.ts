import { expect, type Page, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { enterCard, fillContact } from './support/catering-order';
import { expectNoAxeViolations } from './support/axe';

async function openBag(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Catering bag/ })
    .click();
  return page.getByRole('dialog', { name: 'CATERING BAG' });
}

test('the empty bag has no axe violations', async ({ page }) => {
  await page.goto('/');
  const bag = await openBag(page);
  await expect(bag.getByText('Your bag is empty')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the full bag, with a promotion, a promo error and the remove panel, has no axe violations', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/');
  const bag = await openBag(page);
  await bag.getByRole('button', { name: 'Apply' }).click();
  await expect(bag.getByLabel('Promo code')).toHaveAccessibleDescription(
    'Please enter a promo code',
  );
  await expectNoAxeViolations(page);
  await bag.getByLabel('Promo code').fill('CATER15');
  await bag.getByRole('button', { name: 'Apply' }).click();
  await expect(bag.getByRole('button', { name: 'Remove promo code CATER15' })).toBeVisible();
  await expectNoAxeViolations(page);
  await bag.getByRole('button', { name: /^Remove 20X/ }).click();
  await expect(bag.getByRole('heading', { name: 'Remove this item?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the checkout, empty, with its errors and with a card, has no axe violations', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/bag/checkout');
  await expect(page.locator('iframe[title="Card details"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await expectNoAxeViolations(page);
});

test('the confirmation has no axe violations', async ({ page }) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectNoAxeViolations(page);
});
