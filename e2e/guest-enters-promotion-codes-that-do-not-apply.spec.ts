import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';

test('an empty, an expired and an unknown promotion code each show their message', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Catering bag/ })
    .click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  const code = bag.getByLabel('Promo code');
  const apply = bag.getByRole('button', { name: 'Apply' });

  await apply.click();
  await expect(bag.getByText('Please enter a promo code')).toBeVisible();

  await code.fill('SUMMER24');
  await apply.click();
  await expect(bag.getByText('Promotion has expired')).toBeVisible();

  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(bag.getByText('Promo code is invalid')).toBeVisible();

  // Closing the bag clears the typed code and the message.
  await bag.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Catering bag/ })
    .click();
  await expect(bag.getByLabel('Promo code')).toHaveValue('');
  await expect(bag.getByText('Promo code is invalid')).toHaveCount(0);
});
