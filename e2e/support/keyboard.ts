import { expect, type Locator, type Page } from '@playwright/test';

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
