import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { checkFocusStops, fieldBoundaries } from './support/focus-stop';
import { waitForLiveHome } from './support/home';

// Each stop is measured in the page: some 150 stops take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

// A11Y-FOCUS-1, A11Y-FOCUS-2, A11Y-FIELD-1: at each focus stop of a keyboard user the ring shows (3:1 or more
// against its surroundings, whatever shadow the control carries) and nothing sticky covers it.

test('every focus stop on Home and the intake shows a ring of 3:1 that no bar covers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = await checkFocusStops(page, 40);
  expect(home.length).toBeGreaterThan(15);

  await page.goto('/order/intake');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Pickup shows the restaurant search, the date chips and the time and event selects.
  await page.getByRole('radio', { name: /^Pickup/ }).check({ force: true });
  await page.getByLabel('ZIP or postal code').fill('10017');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name: /^Third Ave & 40th/ }).check({ force: true });
  await page.getByRole('heading', { level: 1 }).click();
  expect((await checkFocusStops(page, 40)).length).toBeGreaterThan(15);

  // A11Y-FIELD-1: the fields' borders and the date chips' outlines are 3:1 or more, unchosen too.
  const boundaries = await fieldBoundaries(page);
  expect(boundaries.length).toBeGreaterThan(5);
  for (const [name, ratio] of boundaries)
    expect.soft(ratio, `${name}: border contrast`).toBeGreaterThanOrEqual(3);
});

test('tabbing down a builder and back up, no focus stop hides under the header or the Add to Bag bar', async ({
  page,
  isMobile,
}) => {
  // The Add to Bag bar is fixed to the bottom on a phone only; the header is sticky on both, and
  // the desktop builder's stops are checked on Home's and the intake's kind of controls above.
  test.skip(!isMobile, 'the fixed bar is a phone layout');
  await pickupOrderWithBuildYourOwn(page, 20);
  await page.goto('/builder/buildyourown/CMG-4105');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to Bag - \$/ })).toBeVisible();
  const down = await checkFocusStops(page, 70);
  expect(down.length).toBeGreaterThan(40);
  await checkFocusStops(page, 70, { backwards: true });
});

test('a new page opens at its top with the focus on its heading (A11Y-ROUTE-1)', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.getByRole('link', { name: 'Start a catering order' }).first();
  await expect(start).toBeVisible();
  await waitForLiveHome(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await start.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Start your catering order' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
