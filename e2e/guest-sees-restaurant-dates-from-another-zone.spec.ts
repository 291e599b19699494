import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { choosePickupRestaurant } from './support/intake';
import { screenshot } from './support/screenshot';

// The guest's browser is in Auckland, 18 hours ahead of the New York restaurants.
test.use({ timezoneId: 'Pacific/Auckland' });

const chips = (dates: Locator) =>
  dates
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map(
        (radio) => `${radio.getAttribute('value')} ${radio.closest('label')?.textContent}`,
      ),
    );

test("the date chips are the restaurant's from the start: choosing it does not relabel them", async ({
  page,
}) => {
  await page.goto('/order/intake');
  await page.getByRole('radio', { name: /Pickup/ }).check();
  const dates = page.getByRole('group', { name: 'Date' });
  await expect(dates).toBeVisible();
  const before = await chips(dates);

  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await expect(dates.getByRole('radio').first()).toBeAttached();
  const after = await chips(dates);
  // Any chip shown before the restaurant was chosen reads the same after.
  if (before.length > 0) expect(before).toEqual(after);
  else await expect(page.getByText('Choose a restaurant to see its dates.')).toHaveCount(0);

  // The labels count from New York's today, not Auckland's.
  const newYorkToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const tomorrow = new Date(`${newYorkToday}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const tomorrowChip = dates.locator(`input[value="${tomorrow.toISOString().slice(0, 10)}"]`);
  if ((await tomorrowChip.count()) > 0)
    await expect(tomorrowChip).toHaveAccessibleName(/^Tomorrow/);
  await screenshot(page, 'restaurant-dates');
  await expectNoAxeViolations(page);
});

test('before a restaurant is chosen the date step says what comes first', async ({ page }) => {
  await page.goto('/order/intake');
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await expect(page.getByText('Choose a restaurant to see its dates.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Date' }).getByRole('radio')).toHaveCount(0);
});
