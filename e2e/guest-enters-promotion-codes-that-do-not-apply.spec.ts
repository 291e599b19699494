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
  await expect(code).toHaveAccessibleDescription('Please enter a promo code');

  await code.fill('SUMMER24');
  await apply.click();
  await expect(code).toHaveAccessibleDescription('Promotion has expired');

  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(code).toHaveAccessibleDescription('Promo code is invalid');

  // Closing the bag clears the typed code and the message.
  await bag.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Catering bag/ })
    .click();
  await expect(bag.getByLabel('Promo code')).toHaveValue('');
  await expect(code).not.toHaveAccessibleDescription('Promo code is invalid');
  await expect(bag.getByText('Promo code is invalid')).toHaveCount(0);
});
