import { expect, type Locator, type Page } from '@playwright/test';
import { enabledTimes } from './intake';

// For keyboard-only journeys: focus moves by Tab and Shift+Tab, nothing is clicked or filled.

/** Whether the element has the focus of its document, and that document (or frame) has focus. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) =>
      element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus(),
  );
}

/** A short description of the focused element, for failure messages. */
async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    // Into frames: the focused element of the innermost focused document.
    while (element instanceof HTMLIFrameElement && element.contentDocument?.activeElement) {
      element = element.contentDocument.activeElement;
    }
    if (!element || element === document.body) return 'the page body';
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `maxPresses` times; fails
 * naming the element that had the focus instead. Resolves with the number of presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 40, backwards = false } = {},
): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await isFocused(target)) return presses;
    if (presses < maxPresses) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target} was not reached with ${maxPresses} ${backwards ? 'Shift+Tab' : 'Tab'} presses; the focus is on ${await focusedElement(page)}`,
  );
}

// Journeys share one server and its slot capacity: spread orders over days and times.
const pick = (max: number) => 1 + Math.floor(Math.random() * max);

/**
 * The intake, by keyboard, for a pickup at Third Ave & 40th (New York) on a day with times, for
 * an office meeting; ends pressing Continue. The intake page is open.
 */
export async function setUpPickupByKeyboard(page: Page): Promise<void> {
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

  // The time: a native select, changed with the arrow keys, which pass over the unavailable
  // (disabled) times.
  await tabTo(page, time);
  const times = (await enabledTimes(time)).length;
  for (let step = Math.min(times, pick(8)); step > 0; step -= 1)
    await page.keyboard.press('ArrowDown');
  await expect(time).not.toHaveValue('');

  // 4. The event type: typing the start of an option picks it.
  const eventType = page.getByLabel('Event type');
  await tabTo(page, eventType);
  await page.keyboard.type('Office');
  await expect(eventType.locator('option:checked')).toHaveText('Office Meeting');

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
}
