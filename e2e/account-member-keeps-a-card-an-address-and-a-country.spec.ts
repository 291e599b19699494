import { expect, test } from '@playwright/test';
import { fillCreateAccount, latestCodeFor, signUpInPage, uniqueContact } from './support/account';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { enterCard } from './support/catering-order';
import { forgetCountryOf, placeInThePast } from './support/database';
import { chooseFirstAvailableTime } from './support/intake';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// What an account keeps while ordering: a card saved at checkout (ACC-WALLET-1), an address saved
// at the intake (ACC-ADDR-2), a country asked on return (ACC-PROFILE-3); and an account made from
// the main menu's CREATE AN ACCOUNT (ACC-SIGNUP).

// Each journey signs up first (a texted code): on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test('a member saves a card at checkout, finds it in payment methods and removes it', async ({
  page,
  baseURL,
}) => {
  await signUpInPage(page, baseURL);
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/bag/checkout');
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('checkbox', { name: 'Save this card' }).check();
  await enterCard(page, '4111 1111 1111 1111');

  // Kept: it joins the saved cards, chosen, with the focus, and is announced.
  const kept = payment.getByRole('radio', { name: /^VISA ending in 1111/ });
  await expect(kept).toBeChecked();
  await expect(kept).toBeFocused();
  await expect(
    payment.getByRole('status').filter({
      hasText: 'VISA ending in 1111 is saved to your payment methods.',
    }),
  ).toBeAttached();
  await expectNoAxeViolations(page);
  await screenshot(page, 'checkout-card-kept');

  await page.goto('/account/paymentmethods');
  const saved = page.getByRole('article', { name: 'VISA ending in 1111' });
  await expect(saved).toContainText('Expires 12/30 · Ada Lovelace');
  await saved.getByRole('button', { name: 'Delete VISA ending in 1111' }).click();
  await page
    .getByRole('dialog', { name: 'Delete card' })
    .getByRole('button', { name: 'DELETE' })
    .click();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
});

test('a member saves a delivery address at the intake and picks it for the next order', async ({
  page,
  baseURL,
}) => {
  await signUpInPage(page, baseURL);
  await page.goto('/order/intake');
  await page.getByRole('radio', { name: /^Delivery/ }).check({ force: true });
  await page.getByLabel('Street address').fill('5 Broad St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State or province').fill('NY');
  await page.getByLabel('ZIP or postal code').fill('10004');
  await page.getByRole('checkbox', { name: 'Save this address' }).check();
  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await chooseFirstAvailableTime(page, 'Delivery time', 2 + Math.floor(Math.random() * 8));
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);

  // That order is placed (its slot passed); the next one starts at the intake again.
  const cart = await page.request.get('/api/v1/order/cart', {
    headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
  });
  placeInThePast(((await cart.json()) as { id: string }).id);
  await page.goto('/order/intake');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your catering order' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Delivery/ }).check({ force: true });
  const saved = page.getByRole('group', { name: 'Saved addresses' });
  await saved.getByRole('radio', { name: /^OFFICE/ }).check({ force: true });
  // Picked, it looks for its restaurants at once; the address form stays out of the way.
  await expect(page.getByText(/^Good news: \d+ restaurants? deliver/)).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'intake-saved-address', true);
  await chooseFirstAvailableTime(page, 'Delivery time', 2 + Math.floor(Math.random() * 8));
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The order keeps which saved address it goes to: its details offer it chosen.
  await page
    .getByRole('region', { name: 'Your order' })
    .getByRole('link', { name: /^Edit/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order details' })).toBeVisible();
  await expect(saved.getByRole('radio', { name: /^OFFICE/ })).toBeChecked();
});

test('CREATE AN ACCOUNT in the main menu signs a guest up in a modal, over the page', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, phone } = uniqueContact();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'SIGN IN, open menu' }).click();
  await page
    .getByRole('dialog', { name: 'SIGN IN' })
    .getByRole('button', { name: 'CREATE AN ACCOUNT' })
    .click();
  const modal = page.getByRole('dialog', { name: 'CREATE AN ACCOUNT' });
  await fillCreateAccount(modal, email, phone);
  await expectNoAxeViolations(page);
  await screenshot(page, 'create-account-modal');
  await modal.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  const verification = page.getByRole('dialog', { name: 'ACCOUNT VERIFICATION' });
  await verification.getByRole('button', { name: 'SEND CODE' }).click();
  const code = await latestCodeFor(request, baseURL as string, phone);
  await verification.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verification.getByRole('button', { name: 'VERIFY' }).click();

  await expect(verification).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('HEY ADA')).toBeVisible();
});

test('WELCOME BACK asks a member without a country for one, and keeps it', async ({
  page,
  baseURL,
}) => {
  const member = await signUpInPage(page, baseURL);
  forgetCountryOf(member.email);
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'WELCOME BACK' });
  await expect(welcome).toContainText('Please tell us which country you live in.');
  await expectNoAxeViolations(page);
  await screenshot(page, 'welcome-back');
  await welcome.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
  await welcome.getByRole('button', { name: 'SAVE' }).click();
  await expect(welcome).toBeHidden();

  await page.goto('/account/updateuser');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
  await expect(welcome).toHaveCount(0);
});
