import { expect, test } from '@playwright/test';
import { tabTo } from './support/keyboard';

// Journeys share one server and its slot capacity: spread orders over days and times.
const pick = (max: number) => 1 + Math.floor(Math.random() * max);

test('a guest sets up a pickup order and puts burritos by the box in the bag without a mouse', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Start a catering order' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your catering order' }),
  ).toBeVisible();

  // 1. Pickup: a radio card, chosen with Space.
  const pickup = page.getByRole('radio', { name: /^Pickup/ });
  await tabTo(page, pickup);
  await page.keyboard.press('Space');
  await expect(pickup).toBeChecked();

  // 2. The restaurant: a ZIP code, Enter to search, then the restaurant's radio (the nearest, so
  // the first of its group: Tab enters a group with nothing chosen on its first radio).
  const zip = page.getByLabel('ZIP or postal code');
  await tabTo(page, zip);
  await page.keyboard.type('10017');
  await page.keyboard.press('Enter');
  const restaurant = page.getByRole('radio', { name: /^Third Ave & 40th/ });
  await tabTo(page, restaurant);
  await page.keyboard.press('Space');
  await expect(restaurant).toBeChecked();

  // 3. The date: arrow keys move through the day chips, one day at a time; a day without times
  // says so in a dialog, after which the focus is back on the day for the next arrow key.
  const dates = page.getByRole('group', { name: 'Date' });
  const time = page.getByLabel('Pickup time');
  const noTimes = page.getByRole('dialog', { name: 'Restaurant Times' });
  await tabTo(page, dates.getByRole('radio').first());
  let hasTimes = false;
  for (let step = 1, steps = 1 + pick(10); step <= steps || !hasTimes; step += 1) {
    expect(step, 'a date with pickup times within two weeks').toBeLessThan(steps + 14);
    await page.keyboard.press('ArrowRight');
    await expect(async () => {
      expect((await time.isEnabled()) || (await noTimes.isVisible())).toBe(true);
    }).toPass();
    hasTimes = !(await noTimes.isVisible());
    if (hasTimes) continue;
    await expect(noTimes.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(noTimes).toBeHidden();
    await expect(dates.getByRole('radio', { checked: true })).toBeFocused();
  }

  // The time: a native select, changed with the arrow keys.
  await tabTo(page, time);
  const times = await time.locator('option').count();
  for (let step = Math.min(times - 1, pick(8)); step > 0; step -= 1)
    await page.keyboard.press('ArrowDown');
  await expect(time).not.toHaveValue('');

  // 4. The event type: typing the start of an option picks it.
  const eventType = page.getByLabel('Event type');
  await tabTo(page, eventType);
  await page.keyboard.type('Office');
  await expect(eventType.locator('option:checked')).toHaveText('Office Meeting');

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Without a menu item, intake returns Home, where the menu now leads straight to the builders.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText('Pickup', { exact: true }),
  ).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Burritos by the Box/i }), { maxPresses: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/builder\/burritosbythebox\/CMG-4012$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The builder: how many burritos, then "Choose for me" for the proteins.
  const burritos = page.getByRole('combobox', { name: 'How many burritos?' });
  await tabTo(page, burritos, { maxPresses: 60 });
  const before = Number(await burritos.inputValue());
  await page.keyboard.press('ArrowDown');
  const count = Number(await burritos.inputValue());
  expect(count).toBeGreaterThan(before);

  const proteins = page.getByRole('group', { name: /^Proteins/ });
  await tabTo(page, proteins.getByRole('button', { name: 'Choose for me' }));
  await page.keyboard.press('Enter');
  await expect(proteins).toContainText(`${count} of ${count}`);

  // The protein cards' steppers: one chicken fewer with Enter, one more again with Space.
  await expect(proteins.getByRole('checkbox', { name: /^Chicken/ })).toBeChecked();
  await tabTo(page, proteins.getByRole('button', { name: 'Remove one Chicken' }));
  await page.keyboard.press('Enter');
  await expect(proteins).toContainText(`${count - 1} of ${count}`);
  await tabTo(page, proteins.getByRole('button', { name: 'Add one Chicken' }), { maxPresses: 2 });
  await page.keyboard.press('Space');
  await expect(proteins).toContainText(`${count} of ${count}`);

  const add = page.getByRole('button', { name: /^Add to Bag - \$/ });
  await tabTo(page, add, { maxPresses: 80 });
  await page.keyboard.press('Enter');

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag).toBeVisible();
  await expect(bag.getByRole('heading', { name: `${count}X Burritos by the Box` })).toBeVisible();
  // The drawer takes the focus, and Escape gives it back to the page.
  await expect(async () => {
    expect(await bag.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(bag).toBeHidden();
  await expect(add).toBeFocused();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Catering bag, 1 item' }),
  ).toBeVisible();
});
