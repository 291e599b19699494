import { expect, type Page } from '@playwright/test';
import { chooseFirstAvailableTime, choosePickupRestaurant } from './intake';

/** Sets up a pickup order at Third Ave & 40th through intake, landing on the item's builder. */
export async function startPickupOrderFor(page: Page, menuItemId: string, builderPath: RegExp) {
  await page.goto(`/order/intake?menuItemId=${menuItemId}`);
  await choosePickupRestaurant(page, '10017', /Third Ave & 40th/);
  await chooseFirstAvailableTime(page, 'Pickup time');
  await page.getByLabel('Event type').selectOption({ label: 'Office Meeting' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(builderPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A food group of the builder, found by its legend. */
export function foodGroup(page: Page, title: string) {
  return page.getByRole('group', { name: startingWith(title) });
}

function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** An option of a group (checkbox or radio), by the start of its name: "Sofritas (vegan)". */
export function option(page: Page, group: string, name: string) {
  return foodGroup(page, group).getByLabel(startingWith(name));
}

/** Chooses options of a group by name. */
export async function choose(page: Page, group: string, ...options: string[]) {
  for (const name of options) await option(page, group, name).check();
}
