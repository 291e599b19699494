import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { choosePickupRestaurant } from './support/intake';
import { screenshot } from './support/screenshot';

test('a restaurant that needs a day of notice offers its first date with times, and says why not today', async ({
  page,
}) => {
  await page.goto('/order/intake?orderType=pickup');
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);

  const dates = page.getByRole('group', { name: 'Date' });
  await expect(dates.getByRole('radio').first()).toBeAttached();
  await expect(dates.getByRole('radio', { name: /Today/ })).toHaveCount(0);
  await expect(dates).toHaveAccessibleDescription(
    "Today can't be booked: catering orders need 24 hours' notice.",
  );

  // The first date offered has pickup times: no "Restaurant Times" dialog.
  await dates.getByRole('radio').first().check({ force: true });
  const time = page.getByLabel('Pickup time');
  await expect(time).toBeEnabled();
  await expect(time.locator('option').nth(1)).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Restaurant Times' })).toHaveCount(0);
  await screenshot(page, 'first-date');
  await expectNoAxeViolations(page);
});
