import { expect, test } from '@playwright/test';
import { call } from './support/api-order';
import { expectNoAxeViolations } from './support/axe';
import {
  burritosByTheBox,
  enterCard,
  fillContact,
  startDeliveryOrder,
} from './support/catering-order';
import { screenshot } from './support/screenshot';

test('a guest past the delivery limit splits the order into two deliveries and places both at once', async ({
  page,
}) => {
  await startDeliveryOrder(page, 'CMG-4012');
  await burritosByTheBox(page, 60);
  // A second line, as "Add more food" would add it: 50 more burritos ($1534.50 in all).
  const cart = await call<{ id: string }>(page, 'GET', '/order/cart');
  await call(page, 'POST', `/order/${cart.id}/item`, {
    menuId: 'CMG-4012',
    quantity: 50,
    subItems: [{ menuId: 'chicken', quantity: 50 }],
  });
  await page.goto('/');
  await page.getByRole('button', { name: /Catering bag/ }).click();

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('alert')).toContainText('DELIVERY LIMIT IS $1350');
  const help = bag.getByRole('region', { name: 'Two ways past the limit' });
  const moves = help.getByRole('group', { name: 'Items for delivery 2' }).getByRole('checkbox');
  await expect(moves).toHaveCount(2);
  // The proposal: the second line goes to delivery 2, so both are within the limit.
  await expect(moves.nth(0)).not.toBeChecked();
  await expect(moves.nth(1)).toBeChecked();
  const splitButton = help.getByRole('button', { name: 'Split into two deliveries' });
  await expect(splitButton).toBeEnabled();
  await help.getByRole('heading', { name: 'Split into two deliveries' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'split-offer');
  await expectNoAxeViolations(page);

  // Moving nothing leaves delivery 1 over: the button says why it cannot split.
  await moves.nth(1).uncheck();
  await expect(splitButton).toBeDisabled();
  await expect(help.getByText(/^Delivery 1 is \$[\d,.]+ above the \$1350 limit/)).toBeVisible();
  await moves.nth(1).check();
  await splitButton.click();

  const notice = bag.getByRole('status').filter({ hasText: 'Split into two deliveries:' });
  await expect(notice).toBeFocused();
  await expect(bag.getByRole('alert')).toHaveCount(0);
  const second = bag.getByRole('region', { name: 'Delivery 2 of 2' });
  await expect(second.getByRole('heading', { name: '50X Burritos by the Box' })).toBeVisible();
  await expect(second.getByText('Both deliveries')).toBeVisible();
  await screenshot(page, 'split-done');
  await expectNoAxeViolations(page);

  await bag.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery 2 of 2' })).toBeVisible();
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  const placeOrder = page.getByRole('button', { name: /^Place order - \$/ });
  const both = (await page
    .getByText('Both deliveries')
    .locator('xpath=following-sibling::dd[1]')
    .textContent())!;
  await expect(placeOrder).toHaveText(`Place order - ${both}`);
  await screenshot(page, 'split-checkout');
  await expectNoAxeViolations(page);
  await placeOrder.click();

  await expect(page).toHaveURL(/\/order\/confirmation\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number VC-\d+$/)).toBeVisible();
  await expect(page.getByText(/^Second delivery, order number VC-\d+$/)).toBeVisible();
  // One payment covers both: neither is edited or cancelled here (decision 217).
  await expect(
    page.getByText(
      'Your two deliveries share one payment: to change or cancel them, please call the restaurant.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Cancel) order$/ })).toHaveCount(0);
  await screenshot(page, 'split-confirmation');
  await expectNoAxeViolations(page);
});
