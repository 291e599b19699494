import { expect, test, type Page } from '@playwright/test';
import { latestCodeFor, registerByApi, signInInBrowser, signUpByApi } from './support/account';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { choose } from './support/builder';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// Sign-in, its failures, the main menu of a full user, sign-out, and the account route guards
// (ACC-SIGNIN, ACC-SIGNOUT, ACC-GUARD, ACC-LOYALTY-1).

const BUILDER = '/builder/buildyourown/CMG-4105';
const menuButton = (page: Page, greeting: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name: greeting });

test('a guest with a bag signs in from a builder and comes back to it, bag kept', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpByApi(request, baseURL as string, { firstName: 'Rosa' });
  await pickupOrderWithBuildYourOwn(page);
  await page.goto(BUILDER);
  await expect(page.getByRole('banner').getByRole('button', { name: /1 item/ })).toBeVisible();

  await menuButton(page, 'SIGN IN, open menu').click();
  await page
    .getByRole('dialog', { name: 'SIGN IN' })
    .getByRole('link', { name: 'SIGN IN' })
    .click();
  await expect(page).toHaveURL(/\/account\/login\?prevPath=%2Fbuilder%2Fbuildyourown%2FCMG-4105$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SIGN IN' })).toBeVisible();
  // Drawers cannot open on the sign-in page.
  await expect(menuButton(page, /open menu/)).toHaveCount(0);

  // Every field is checked on submit.
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Email is required',
  );
  await expect(
    page.getByRole('textbox', { name: 'Password', exact: true }),
  ).toHaveAccessibleDescription('Password is required');
  const reset = page.getByRole('link', { name: 'Forgot password?' });
  const resetUrl = new URL((await reset.getAttribute('href')) as string);
  expect(resetUrl.pathname).toBe('/password-reset/enter-email');
  expect(resetUrl.searchParams.get('returnUrl')).toBe(page.url());
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-errors');

  // By keyboard: the failed submit left the focus in Email; Tab to Password, Enter submits.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${BUILDER}$`));
  await expect(menuButton(page, 'HEY ROSA, open menu')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /1 item/ })).toBeVisible();
});

test('wrong passwords say so, and the fifth locks the account for 30 minutes', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpByApi(request, baseURL as string);
  await page.goto('/account/login');
  const signIn = async (password: string) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  };

  await signIn('Wrong#Pass1');
  const badCredentials = page.getByRole('alert').filter({
    hasText: 'Bad username or password. Please try again or create an account.',
  });
  await expect(badCredentials).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-bad-credentials');
  for (let attempt = 2; attempt <= 4; attempt += 1) {
    await signIn('Wrong#Pass1');
    await expect(badCredentials).toBeVisible();
  }

  await signIn('Wrong#Pass1');
  const locked = page.getByRole('dialog', { name: 'Temporarily Locked' });
  await expect(locked).toContainText(
    "For security reasons we're not allowing you to sign in right now. Try again in 30 minutes.",
  );
  await expect(locked).toContainText('Good thing you can still order as a guest.');
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-locked');
  await locked.getByRole('button', { name: 'OKAY' }).click();
  await expect(locked).toBeHidden();

  // Even the right password is refused while the lock lasts.
  await signIn(account.password);
  await expect(page.getByRole('dialog', { name: 'Temporarily Locked' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('account pages need signing in, and a full user finds the account menu', async ({
  page,
  request,
  baseURL,
}) => {
  // A guest asking for an account page is sent to sign in first, and comes back to it.
  await page.goto('/account/orderhistory');
  await expect(page).toHaveURL(/\/account\/login\?prevPath=%2Faccount%2Forderhistory$/);

  const account = await signUpByApi(request, baseURL as string, { firstName: 'Ana' });
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/orderhistory$/);

  // A full user is sent Home from the sign-in and create-account pages.
  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/create');
  await expect(page).toHaveURL(/\/$/);

  await menuButton(page, 'HEY ANA, open menu').click();
  const menu = page.getByRole('dialog', { name: 'HEY ANA' });
  await expect(menu.getByRole('heading', { name: "YOU'VE GOT 0 POINTS" })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'MY REWARDS' })).toBeVisible();
  const accountMenu = menu.getByRole('navigation', { name: 'My account' });
  for (const name of [
    'ORDER HISTORY',
    'PAYMENT METHODS',
    'PERSONAL & PREFERENCES',
    'SAVED ADDRESSES',
    'CHANGE PASSWORD',
  ]) {
    await expect(accountMenu.getByRole('link', { name })).toBeVisible();
  }
  // The guest's rewards pitch (its CREATE AN ACCOUNT button opens the sign-up modal) is gone.
  await expect(menu.getByRole('button', { name: 'CREATE AN ACCOUNT' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'menu-full-user');
});

test('a full user signs out of a builder after a warning, and is a guest again', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpByApi(request, baseURL as string, { firstName: 'Ana' });
  await signInInBrowser(page, account.email, account.password);
  await pickupOrderWithBuildYourOwn(page);
  await page.goto(BUILDER);
  await choose(page, 'Proteins', 'Steak');
  await menuButton(page, 'HEY ANA, open menu').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const question = page.getByRole('dialog', { name: 'SIGN OUT?' });
  await expect(question).toContainText(
    'You will lose any unsaved changes. Are you sure you would like to continue?',
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'sign-out-question');
  await question.getByRole('button', { name: 'Stay here' }).click();
  await expect(page).toHaveURL(new RegExp(`${BUILDER}$`));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'SIGN OUT?' })
    .getByRole('button', { name: 'CONTINUE' })
    .click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);
  await expect(menuButton(page, 'SIGN IN, open menu')).toBeVisible();
  // The account's pages need signing in again.
  await page.goto('/account/savedaddresses');
  await expect(page).toHaveURL(/\/account\/login\?prevPath=%2Faccount%2Fsavedaddresses$/);
});

test('an account whose phone is not verified yet signs in through the verification', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerByApi(request, baseURL as string, { firstName: 'Lin' });
  await page.goto(`/account/login?prevPath=${encodeURIComponent('/account/orderhistory')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();

  const verification = page.getByRole('dialog', { name: 'ACCOUNT VERIFICATION' });
  await expect(
    verification.getByRole('heading', { name: 'CONFIRM YOUR PHONE NUMBER' }),
  ).toBeVisible();
  await expect(verification).toContainText(`Number ending in ${account.phone.slice(-4)}`);
  await verification.getByRole('button', { name: 'SEND CODE' }).click();
  await expect(verification.getByRole('heading', { name: 'ENTER YOUR CODE' })).toBeVisible();
  const code = await latestCodeFor(request, baseURL as string, account.phone);
  await verification.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verification.getByRole('button', { name: 'VERIFY' }).click();

  await expect(page).toHaveURL(/\/account\/orderhistory$/);
  await expect(menuButton(page, 'HEY LIN, open menu')).toBeVisible();
});
