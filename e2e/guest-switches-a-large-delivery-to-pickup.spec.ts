import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  burritosByTheBox,
  enterCard,
  fillContact,
  startDeliveryOrder,
} from './support/catering-order';
import { screenshot } from './support/screenshot';

test('a guest past the delivery limit switches the order to pickup in the bag and places it', async ({
  page,
}) => {
  await startDeliveryOrder(page, 'CMG-4012');
  await burritosByTheBox(page, 100);

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('alert')).toContainText('DELIVERY LIMIT IS $1350');
  const help = bag.getByRole('region', { name: 'Two ways past the limit' });
  await expect(help).toContainText(
    /No delivery fee or tip: you pay \$[\d,.]+ instead of \$[\d,.]+\./,
  );
  await expect(bag.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await help.scrollIntoViewIfNeeded();
  await screenshot(page, 'pickup-offer');
  await expectNoAxeViolations(page);

  await help.getByRole('button', { name: 'Switch to pickup' }).click();
  const notice = bag.getByRole('status').filter({ hasText: 'Switched to pickup at' });
  await expect(notice).toContainText('Your items are kept.');
  await expect(notice).toBeFocused();
  await expect(bag.getByRole('heading', { name: '100X Burritos by the Box' })).toBeVisible();
  await expect(bag.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'pickup-switched');
  await expectNoAxeViolations(page);

  await bag.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The order band says pickup now.
  const band = page.getByRole('region', { name: 'Your order' });
  await expect(band.getByRole('link', { name: 'Edit pickup details' })).toBeVisible();
  await expect(page.getByText('DELIVERY LIMIT IS $1350')).toHaveCount(0);
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Place order - \$/ }).click();

  await expect(page).toHaveURL(/\/order\/confirmation\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number/)).toBeVisible();
});
