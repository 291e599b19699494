import { expect, type Page } from '@playwright/test';
import { enabledTimes } from './intake';

// Journeys share one server and its slot capacity: spread orders over days and times.
const pick = (max: number) => 1 + Math.floor(Math.random() * max);

async function chooseWhen(page: Page, timeLabel: 'Pickup time' | 'Delivery time') {
  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio')
    .nth(1 + pick(12))
    .check({ force: true });
  const time = page.getByLabel(timeLabel);
  await expect(time).toBeEnabled();
  await expect(time.locator('option:not([disabled])').nth(1)).toBeAttached();
  const times = await enabledTimes(time);
  await time.selectOption(times[Math.min(times.length, pick(8)) - 1] ?? '');
  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Intake for pickup at Third Ave & 40th (New York), landing on the menu item's builder. */
export async function startPickupOrder(page: Page, menuItemId: string) {
  await page.goto(`/order/intake?menuItemId=${menuItemId}`);
  await page.getByRole('radio', { name: /^Pickup/ }).check({ force: true });
  await page.getByLabel('ZIP or postal code').fill('10017');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name: /^Third Ave & 40th/ }).check({ force: true });
  await chooseWhen(page, 'Pickup time');
  await expect(page).toHaveURL(new RegExp(`/builder/\\w+/${menuItemId}`));
}

/** Intake for delivery to an office in lower Manhattan, landing on the menu item's builder. */
export async function startDeliveryOrder(page: Page, menuItemId: string) {
  await page.goto(`/order/intake?menuItemId=${menuItemId}`);
  await page.getByRole('radio', { name: /^Delivery/ }).check({ force: true });
  await page.getByLabel('Street address').fill('5 Broad St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State or province').fill('NY');
  await page.getByLabel('ZIP or postal code').fill('10004');
  await page.getByRole('button', { name: 'Find delivery restaurants' }).click();
  await chooseWhen(page, 'Delivery time');
  await expect(page).toHaveURL(new RegExp(`/builder/\\w+/${menuItemId}`));
}

async function setHeadcount(page: Page, people: number) {
  const headcount = page.getByRole('textbox', { name: 'How many people?' });
  await headcount.fill(String(people));
  await headcount.blur();
  await expect(headcount).toHaveValue(String(people));
}

/** Build your own for `people`: two bases, chicken, three toppings, guacamole, two salsas, flour tortillas. */
export async function buildYourOwn(page: Page, people: number) {
  await setHeadcount(page, people);
  const main = page.getByRole('main');
  // Groups with a maximum of 1 are radios; the others are checkboxes.
  const check = (role: 'checkbox' | 'radio', name: string) =>
    main.getByRole(role, { name, exact: true }).first().check({ force: true });
  for (const name of ['Cilantro-Lime White Rice (vegan)', 'Black Beans (vegan)'])
    await check('checkbox', name);
  await check('radio', 'Chicken');
  for (const name of ['Romaine Lettuce (vegan)', 'Monterey Jack Cheese', 'Sour Cream'])
    await check('checkbox', name);
  await check('radio', 'Guacamole (vegan)');
  for (const name of ['Fresh Tomato Salsa (vegan)', 'Tomatillo-Red Chili Salsa (vegan)'])
    await check('checkbox', name);
  await check('radio', 'Flour Tortillas (vegan)');
  await page.getByRole('button', { name: /^Add to Bag - \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
}

/** Burritos by the box for `burritos`, proteins chosen for me. */
export async function burritosByTheBox(page: Page, burritos: number) {
  await page.getByRole('combobox', { name: 'How many burritos?' }).selectOption(String(burritos));
  await page.getByRole('button', { name: 'Choose for me' }).first().click();
  await page.getByRole('button', { name: /^Add to Bag - \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
}

/** The guest's contact details on the checkout. */
export async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').fill('2125550100');
}

/** A card in the provider's card-entry iframe; resolves once the checkout shows the masked card. */
export async function enterCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration (MMYY)').fill('1230');
  await card.getByLabel('Security code (CVV)').fill('123');
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  await card.getByLabel('Billing ZIP or postal code').fill('10001');
  await card.getByRole('button', { name: 'Use this card' }).click();
  // A full user's card may be kept as well: said once more, in the saved cards' announcement.
  await expect(
    page.getByText(`VISA ending in ${number.replace(/\D/g, '').slice(-4)}`).first(),
  ).toBeVisible();
}

/** The order submits the page sends from now on (PUT .../submit), as they go out. */
export function watchSubmits(page: Page): string[] {
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/submit'))
      submits.push(request.url());
  });
  return submits;
}
