import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { buildYourOwn } from './support/catering-order';
import { chooseFirstAvailableTime, choosePickupRestaurant } from './support/intake';
import { endSessionOnServer } from './support/session';

test('a guest whose session ends mid-visit is told, lands Home and orders again without a reload', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Catering bag, 1 item' }).click();
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '20X Build Your Own' })).toBeVisible();

  await endSessionOnServer(page);
  await bag.getByLabel('Promo code').fill('cater15');
  await bag.getByRole('button', { name: 'Apply' }).click();

  const expired = page.getByRole('dialog', { name: 'BAD NEWS. YOUR SESSION HAS EXPIRED!' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('Please sign in again or continue as a guest.');
  await expect(bag).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(expired).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Catering bag, 0 items' })).toBeVisible();

  // A new guest session: the next order goes through, in the same page.
  let pageLoads = 0;
  page.on('load', () => (pageLoads += 1));
  await page.getByRole('link', { name: /^Build Your Own - One Protein/ }).click();
  await expect(page).toHaveURL(/\/order\/intake\?menuItemId=CMG-4105/);
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await chooseFirstAvailableTime(page, 'Pickup time');
  await page.getByLabel('Event type').selectOption({ label: 'Office Meeting' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/builder\/buildyourown\/CMG-4105/);
  await buildYourOwn(page, 20);
  await expect(bag.getByRole('heading', { name: '20X Build Your Own' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: 'Catering bag, 1 item' })).toBeVisible();
  expect(pageLoads).toBe(0);
});
