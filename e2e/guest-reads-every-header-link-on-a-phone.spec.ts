import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

test('every header link lies whole within the screen, Nutrition last', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Catering', exact: true })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const name of ['Order', 'Catering', 'Rewards', 'Our Values', 'Nutrition']) {
    const link = main.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
  }
  // The row does not hide the last link under a fade or behind a scroll.
  const row = main.getByRole('list');
  expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await screenshot(page, 'header-links');
  await expectNoAxeViolations(page);
});
