import { expect, test } from '@playwright/test';
import { buildYourOwn, enterCard, fillContact, startPickupOrder } from './support/catering-order';

test('a guest orders build-your-own for 20 people for pickup with a promotion and sees the confirmation', async ({
  page,
}) => {
  await startPickupOrder(page, 'CMG-4105');
  await buildYourOwn(page, 20);

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '20X Build Your Own' })).toBeVisible();
  await expect(bag.getByText('SETUP NOT INCLUDED')).toBeVisible();
  await bag.getByLabel('Promo code').fill('cater15');
  await expect(bag.getByLabel('Promo code')).toHaveValue('CATER15');
  await bag.getByRole('button', { name: 'Apply' }).click();
  await expect(bag.getByRole('button', { name: 'Remove promo code CATER15' })).toBeVisible();
  const totals = bag.getByRole('definition');
  await expect(bag.getByText('PROMO (CATER15)')).toBeVisible();
  await expect(totals.filter({ hasText: /^-\$\d/ })).toHaveCount(1);
  await bag.getByRole('link', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  const placeOrder = page.getByRole('button', { name: /^Place order - \$/ });
  const total = (await placeOrder.textContent())?.match(/\$[\d,.]+/)?.[0];
  expect(total).toBeTruthy();
  await placeOrder.click();

  await expect(page).toHaveURL(/\/order\/confirmation\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  const orderNumber = await page.getByText(/^Order number/).textContent();
  const totalsOnReceipt = page.getByRole('region', { name: 'Items' }).getByLabel('Order totals');
  await expect(totalsOnReceipt.getByText(total!, { exact: true })).toBeVisible();
  await expect(page.getByText(/VISA \*+1111/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'download',
    /\.ics$/,
  );

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number/)).toHaveText(orderNumber!);
  await expect(totalsOnReceipt.getByText(total!, { exact: true })).toBeVisible();
});
