import { expect, type Locator, type Page } from '@playwright/test';

/** Finds pickup restaurants near a ZIP code and chooses one by name. */
export async function choosePickupRestaurant(page: Page, zip: string, name: RegExp) {
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByLabel('ZIP or postal code').fill(zip);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name }).check();
}

/**
 * The times that can be chosen in a time select: the list holds every slot of the day, an
 * unavailable one disabled with its reason (ORD-SLOT-6).
 */
export function enabledTimes(time: Locator): Promise<string[]> {
  return time
    .locator('option:not([disabled])')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
}

/**
 * Chooses the first date, from `fromDay` days ahead, that has times (closed days and holidays
 * answer with the "Restaurant Times" dialog), then its first time that can be chosen.
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
    const [first] = await enabledTimes(time);
    await time.selectOption(first ?? '');
    return;
  }
  throw new Error('No date with available times in the next two weeks');
}
