import { expect, test } from '@playwright/test';
import { setUpPickupByKeyboard, tabTo } from './support/keyboard';

test('a guest sets up a pickup order and puts burritos by the box in the bag without a mouse', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Start a catering order' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your catering order' }),
  ).toBeVisible();

  // Pickup, the restaurant, a date, a time and the event type; then Continue.
  await setUpPickupByKeyboard(page);

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
