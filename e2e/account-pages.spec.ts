import { expect, test } from '@playwright/test';
import { signUpInPage as signedIn } from './support/account';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { placeInThePast } from './support/database';
import { chooseFirstAvailableTime } from './support/intake';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// The account pages (ACC-GUARD-2): each journey signs up through the API, signs in in the browser
// and checks the page with axe at the project's width (375 px mobile, 1280 px desktop).

// Each journey first signs up (a texted code) and places orders through the API: on a busy
// machine that alone can take half of the default minute.
test.describe.configure({ timeout: 120_000 });

test('a customer names a completed order as a favourite and reorders it into the bag', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL);
  const orderNumber = placeInThePast(await pickupOrderWithBuildYourOwn(page, 20));
  await pickupOrderWithBuildYourOwn(page, 15);

  await page.goto('/account/orderhistory');
  await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
  const completed = page.getByRole('region', { name: 'Completed orders' });
  await expect(completed.getByRole('article', { name: `Order #${orderNumber}` })).toBeVisible();

  await completed
    .getByRole('button', { name: `Save as a favourite (Order #${orderNumber})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Save as a favourite' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give this favourite a name')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Favourite name' }).fill('Team lunch');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('article', { name: 'Team lunch' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'order-history', true);

  await favourites.getByRole('button', { name: 'Reorder Team lunch' }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag).toBeVisible();
  await expect(bag.getByRole('listitem').filter({ hasText: /Build Your Own/i })).toHaveCount(2);
  await expect(page.getByText('1 item added to your catering bag.')).toBeAttached();
});

test('with no order under way, a reorder sets one up first and then fills the bag', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL);
  const orderNumber = placeInThePast(await pickupOrderWithBuildYourOwn(page, 20));
  await page.goto('/account/orderhistory');
  await page.getByRole('button', { name: `Reorder Order #${orderNumber}` }).click();
  const first = page.getByRole('dialog', { name: 'Reorder' });
  await expect(first).toContainText('First, tell us when and where.');
  await first.getByRole('button', { name: 'START AN ORDER' }).click();

  await expect(page).toHaveURL(/\/order\/intake/);
  await page.getByRole('radio', { name: /^Pickup/ }).check({ force: true });
  await page.getByLabel('ZIP or postal code').fill('10017');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name: /^Third Ave & 40th/ }).check({ force: true });
  await chooseFirstAvailableTime(page, 'Pickup time', 2 + Math.floor(Math.random() * 8));
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/account\/orderhistory$/);
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('listitem').filter({ hasText: /Build Your Own/i })).toHaveCount(1);
});

test('a customer adds, changes and deletes saved addresses, up to five', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL);
  await page.goto('/account/savedaddresses');
  await expect(page.getByRole('heading', { name: 'Saved addresses', level: 1 })).toBeVisible();
  // The limit is said before anything is typed (ACC-ADDR-3).
  await expect(
    page.getByText('You can save up to 5 delivery addresses. You have 0 of 5.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('textbox', { name: 'Street address' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(
    'Street address is required',
  );
  await form.getByRole('textbox', { name: 'Street address' }).fill('5 Broad St');
  await form.getByRole('textbox', { name: 'City' }).fill('New York');
  await form.getByRole('textbox', { name: 'State or province' }).fill('NY');
  await form.getByRole('textbox', { name: 'ZIP or postal code' }).fill('10004');
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('2125550100');
  await expect(form.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('(212) 555-0100');
  await expectNoAxeViolations(page);
  await screenshot(page, 'saved-addresses-form', true);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('article', { name: 'OFFICE, 5 Broad St' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit OFFICE, 5 Broad St' }).click();
  const edit = page.getByRole('form', { name: 'Edit OFFICE' });
  await edit.getByRole('textbox', { name: 'Address name' }).fill('HQ');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('article', { name: 'HQ, 5 Broad St' })).toBeVisible();

  for (const street of ['1 Main St', '2 Main St', '3 Main St', '4 Main St']) {
    const response = await page.request.post('/api/v1/customer/delivery', {
      headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
      data: { address1: street, city: 'New York', state: 'NY', postalCode: '10004' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText('You have saved 5 addresses, the most you can keep.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'saved-addresses-full', true);

  await page.getByRole('button', { name: 'Delete HQ, 5 Broad St' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText('Delete HQ, 5 Broad St?');
  await confirm.getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByRole('article', { name: 'HQ, 5 Broad St' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeVisible();
});

test('a customer saves a card through the provider page and deletes it', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL);
  await page.goto('/account/paymentmethods');
  await expect(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a card' }).click();
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('Expiration (MMYY)').fill('1230');
  await card.getByLabel('Security code (CVV)').fill('123');
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  await card.getByLabel('Billing ZIP or postal code').fill('10001');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Use this card' }).click();

  const saved = page.getByRole('article', { name: 'VISA ending in 1111' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Expires 12/30 · Ada Lovelace');
  await expect(
    page.getByRole('status').filter({ hasText: 'VISA ending in 1111 saved.' }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'payment-methods', true);

  await saved.getByRole('button', { name: 'Delete VISA ending in 1111' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete card' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Delete VISA ending in 1111' })).toBeFocused();
  await saved.getByRole('button', { name: 'Delete VISA ending in 1111' }).click();
  await confirm.getByRole('button', { name: 'DELETE' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
});

test('a customer changes their first name and their password', async ({ page, baseURL }) => {
  const account = await signedIn(page, baseURL);
  await page.goto('/account/updateuser?prevPath=%2Faccount%2Forderhistory');
  const details = page.getByRole('form', { name: 'Personal details' });
  const firstName = details.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue(account.firstName);
  await expect(details.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    `(${account.phone.slice(0, 3)}) ${account.phone.slice(3, 6)}-${account.phone.slice(6)}`,
  );
  await firstName.fill('');
  await details.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('First Name is required');
  await firstName.fill('Ada');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('HEY ADA')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'update-user', true);

  await page.goto('/account/changepassword');
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByRole('textbox', { name: 'Current password' }).fill('Wrong#Pass99');
  await change.getByRole('textbox', { name: 'New password' }).fill('Quesadilla#Crew2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(
    change.getByRole('textbox', { name: 'Current password' }),
  ).toHaveAccessibleDescription(/The password you entered isn't quite right/);
  await change.getByRole('textbox', { name: 'Current password' }).fill(account.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'change-password', true);
});
