import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { approvedAuthorizations, checkOut, placedPickupOrder } from './support/placed-order';
import { enabledTimes } from './support/intake';
import { screenshot } from './support/screenshot';

/** The "when" line of the confirmation's Pickup section. */
const pickupWhen = (page: Page) =>
  page
    .getByRole('heading', { name: 'Pickup', exact: true })
    .locator('xpath=..')
    .locator('p')
    .first();

test('a guest edits the time and the headcount of a placed order and keeps its number and one charge', async ({
  page,
}) => {
  // Two checkouts, the intake and a builder, with accessibility checks on the way.
  test.slow();
  const { orderId, orderNumber } = await placedPickupOrder(page, 20);
  const timeBefore = await pickupWhen(page).innerText();
  await expect(page.getByRole('heading', { name: 'Need to make a change?' })).toBeVisible();
  await expectNoAxeViolations(page);

  const marked = page.waitForResponse((r) => r.url().endsWith(`/order/${orderId}/markforupdate`));
  await page.getByRole('button', { name: 'Edit order' }).click();
  const draftId = ((await (await marked).json()) as { id: string }).id;
  await expect(page).toHaveURL(/\/$/);
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'editing-bag');
  await bag.getByRole('button', { name: 'Close' }).click();
  const band = page.getByRole('region', { name: 'Your order' });
  await expect(band.getByText(`Editing order #${orderNumber}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'editing-home');

  // The time: another pickup time on the same day.
  await page
    .getByRole('region', { name: 'Your order' })
    .getByRole('link', { name: /^Edit/ })
    .click();
  await expect(page).toHaveURL(/\/order\/intake/);
  const time = page.getByLabel('Pickup time');
  await expect(time.locator('option:not([disabled])').nth(2)).toBeAttached();
  const chosen = await time.inputValue();
  const values = await enabledTimes(time);
  await time.selectOption(values.find((value) => value !== chosen) ?? '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/order\/intake/);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText(`Editing order #${orderNumber}`),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Catering bag/ }).click();

  // An item: 20 people become 25.
  await bag
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const headcount = page.getByRole('textbox', { name: 'How many people?' });
  await expect(headcount).toHaveValue('20');
  await headcount.fill('25');
  await headcount.blur();
  await page.getByRole('button', { name: 'Update Bag' }).click();
  await expect(bag.getByText(/^25X /)).toBeVisible();
  await bag.getByRole('button', { name: 'Close' }).click();

  await checkOut(page);
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(page.getByText(/^Order number/).locator('strong')).toHaveText(orderNumber);
  await expect(pickupWhen(page)).not.toHaveText(timeBefore);
  await expect(page.getByRole('main').getByText(/^25X /i)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toBeHidden();
  const held = approvedAuthorizations([orderId, draftId]);
  expect(held).toHaveLength(1);
});

test('while editing, the confirmation leads to the checkout, and discarding the changes restores the order', async ({
  page,
}) => {
  const { orderId, orderNumber } = await placedPickupOrder(page, 20);
  await page.getByRole('button', { name: 'Edit order' }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/order/confirmation/${orderId}`);
  await expect(page).toHaveURL(/\/bag\/checkout$/);
  const band = page.getByRole('region', { name: 'Your order' });
  await expect(band.getByText(`Editing order #${orderNumber}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'editing-checkout');

  await band.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Thanks for your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toBeHidden();
  const cart = await page.request.get('/api/v1/order/cart', {
    headers: { 'X-Subscription-Key': 'catering-web-dev-key' },
  });
  expect(cart.status()).toBe(404);
});
