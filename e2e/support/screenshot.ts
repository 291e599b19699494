import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/**
 * A picture of what the customer sees, for a person to look at (nothing checks it): taken only
 * when E2E_SHOTS_DIR names a folder, since each costs a journey up to a second. The file is named
 * for the spec, the step and the viewport's width, so the 375 and 1280 px runs sit side by side.
 * `target` is the page (the viewport, or the whole page with `fullPage`) or one element of it.
 */
export async function screenshot(target: Page | Locator, name: string, fullPage = false) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const page = 'page' in target ? target.page() : target;
  const spec = path.basename(test.info().file, '.spec.ts');
  const file = path.join(dir, `${spec}-${name}-${page.viewportSize()?.width ?? 0}.png`);
  if ('page' in target) await target.screenshot({ path: file });
  else await target.screenshot({ path: file, fullPage });
}
