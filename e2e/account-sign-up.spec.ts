import { expect, test, type Page } from '@playwright/test';
import { fillCreateAccount, latestCodeFor, signUpByApi } from './support/account';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// Creating an account and verifying its phone with the texted code (ACC-SIGNUP, ACC-VERIFY).

// Full pages, except under the full-screen modal, which covers the viewport only.
const shots = (page: Page, name: string, fullPage = true) => screenshot(page, name, fullPage);

let made = 0;
/** An email and 10-digit phone (area code 2-9) no other journey uses. */
function newContact() {
  made += 1;
  const stamp = `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 6)}`;
  const digits = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}${made}`;
  return { email: `signup.${stamp}@example.com`, phone: `4${digits.padStart(9, '0').slice(-9)}` };
}

test('a guest with a bag creates an account, verifies the texted code and keeps the bag', async ({
  page,
  request,
  baseURL,
}) => {
  // A long journey with three axe scans: give it room on a busy machine.
  test.setTimeout(120_000);
  const { email, phone } = newContact();
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/account/create');
  await expect(page.getByRole('heading', { level: 1, name: 'CREATE AN ACCOUNT' })).toBeVisible();

  // Every field is checked on submit, each error under its field.
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
    'First Name is required',
  );
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
    'Enter your phone number',
  );
  await expectNoAxeViolations(page);

  await fillCreateAccount(page, email, phone);
  const masked = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(masked);
  await expect(page.getByText('Password strength: Very strong')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await shots(page, 'create-account-filled');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  // Step 1: the number just given, by its ending; SEND CODE texts it.
  const modal = page.getByRole('dialog', { name: 'ACCOUNT VERIFICATION' });
  await expect(modal.getByRole('heading', { name: 'CONFIRM YOUR PHONE NUMBER' })).toBeVisible();
  // Behind the modal (hidden from assistive technology), submit stays disabled until it ends.
  await expect(
    page.getByRole('button', { name: 'CREATE ACCOUNT', includeHidden: true }),
  ).toBeDisabled();
  await expect(
    modal.getByRole('radio', { name: `Number ending in ${phone.slice(-4)}` }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await shots(page, 'verification-phone', false);
  await modal.getByRole('button', { name: 'SEND CODE' }).click();

  // Step 2: the code; a resend waits a minute; leaving asks first.
  await expect(modal.getByRole('heading', { name: 'ENTER YOUR CODE' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).click();
  const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'RESUME' }).click();
  await expect(leave).toBeHidden();

  await modal.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await modal.getByRole('button', { name: 'VERIFY' }).click();
  await expect(
    modal.getByRole('textbox', { name: 'Verification code' }),
  ).toHaveAccessibleDescription('Please enter a valid verification code');
  await expectNoAxeViolations(page);
  await shots(page, 'verification-code', false);

  const code = await latestCodeFor(request, baseURL as string, phone);
  await modal.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await modal.getByRole('button', { name: 'VERIFY' }).click();

  // Signed in, on Home, with the guest's bag.
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('HEY ADA')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /1 item/ })).toBeVisible();
});

test('an email or a phone already in use is said under its field', async ({
  page,
  request,
  baseURL,
}) => {
  const taken = await signUpByApi(request, baseURL as string);
  const { email, phone } = newContact();
  await page.goto('/account/create');
  await fillCreateAccount(page, taken.email, phone);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /^HMMM\.\.\. It looks like that email is already in use\./,
  );

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(taken.phone);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  const small = (page.viewportSize()?.width ?? 0) < 768;
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
    small
      ? 'Number already in use. Try another?'
      : 'This number has already been used. Please enter a new number.',
  );
  await expectNoAxeViolations(page);
  await shots(page, 'create-account-in-use');
});
