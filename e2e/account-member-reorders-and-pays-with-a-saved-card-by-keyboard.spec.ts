import { expect, test } from '@playwright/test';
import { signUpInPage } from './support/account';
import { pickupOrderWithBuildYourOwn, saveCardByApi } from './support/api-order';
import { placeInThePast } from './support/database';
import { setUpPickupByKeyboard, tabTo } from './support/keyboard';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// A returning customer, keyboard only: sign in, last week's order from the history into the bag,
// checkout with the saved card offered first (ACC-SIGNIN, AFT-REORDER-1, ACC-WALLET-1).

test.describe.configure({ timeout: 120_000 });

test('a member signs in, reorders last week’s order and pays with the saved card, keyboard only', async ({
  page,
  baseURL,
}) => {
  // Last week's order and a saved Mastercard, made through the API in the member's session;
  // then the browser forgets it, as another device would.
  const member = await signUpInPage(page, baseURL, { firstName: 'Lupe' });
  const orderNumber = placeInThePast(await pickupOrderWithBuildYourOwn(page, 20));
  await saveCardByApi(page, '5555555555554444');
  await page.context().clearCookies();
  await page.goto('/');

  // Sign in from the main menu.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'SIGN IN, open menu' }));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('dialog', { name: 'SIGN IN' }).getByRole('link', { name: 'SIGN IN' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'SIGN IN' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'HEY LUPE, open menu' });
  await expect(menuButton).toBeVisible();

  // The order history, from the account menu.
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'HEY LUPE' });
  await tabTo(page, menu.getByRole('link', { name: 'ORDER HISTORY' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  const reorder = page.getByRole('button', { name: `Reorder Order #${orderNumber}` });
  await tabTo(page, reorder);
  await expectNoAxeViolations(page);
  await screenshot(page, 'keyboard-order-history');

  // No order under way: the intake first, then back to the history with the bag filled.
  await page.keyboard.press('Enter');
  const first = page.getByRole('dialog', { name: 'Reorder' });
  await tabTo(page, first.getByRole('button', { name: 'START AN ORDER' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/intake/);
  await setUpPickupByKeyboard(page);
  await expect(page).toHaveURL(/\/account\/orderhistory$/);
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '20X Build Your Own' })).toBeVisible();
  await tabTo(page, bag.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');

  // Checkout: contact details from the account, the saved card chosen first.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  const saved = page.getByRole('radio', { name: /^MASTERCARD ending in 4444/ });
  await expect(saved).toBeChecked();
  await expect(page.getByTitle('Card details')).toHaveCount(0);
  await tabTo(page, saved, { maxPresses: 60 });
  await expectNoAxeViolations(page);
  await screenshot(page, 'keyboard-checkout-saved-card');
  await tabTo(page, page.getByRole('button', { name: /^Place order - \$/ }));
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/MASTERCARD \*+4444/)).toBeVisible();
});
