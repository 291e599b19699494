import { test, type Page } from '@playwright/test';

/** A screenshot of what the customer sees, kept with the test's output (not in the repository),
 * named for the step and the viewport's width so the 375 and 1280 px runs sit side by side. */
export function screenshot(page: Page, name: string, fullPage = false) {
  return page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage,
  });
}
