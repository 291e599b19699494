import { expect, type Page } from '@playwright/test';

/** Finds pickup restaurants near a ZIP code and chooses one by name. */
export async function choosePickupRestaurant(page: Page, zip: string, name: RegExp) {
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByLabel('ZIP or postal code').fill(zip);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name }).check();
}

/**
 * Chooses the first date, from `fromDay` days ahead, that has times (closed days and holidays
 * answer with the "Restaurant Times" dialog), then its first time.
 */
export async function chooseFirstAvailableTime(page: Page, timeLabel: string, fromDay = 3) {
  const days = page.getByRole('group', { name: 'Date' }).getByRole('radio');
  const time = page.getByLabel(timeLabel);
  for (let day = fromDay; day < fromDay + 10; day += 1) {
    await days.nth(day).check({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Restaurant Times' });
    await expect(async () => {
      expect((await time.isEnabled()) || (await dialog.isVisible())).toBe(true);
    }).toPass();
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: 'OK' }).click();
      continue;
    }
    await time.selectOption({ index: 1 });
    return;
  }
  throw new Error('No date with available times in the next two weeks');
}
