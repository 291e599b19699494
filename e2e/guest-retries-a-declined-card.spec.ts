import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { enterCard, fillContact } from './support/catering-order';

test('a declined card shows an error and a second card succeeds without entering anything else again', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Place order - \$/ }).click();

  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your payment was declined. Please use another card.' }),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0100');

  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Place order - \$/ }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\//);
  await expect(page.getByText(/VISA \*+1111/)).toBeVisible();
});

test('a reload keeps the contact details and the card entered on the checkout', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByText('VISA ending in 1111')).toBeVisible();
});
