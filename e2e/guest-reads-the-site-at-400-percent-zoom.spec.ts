import { expect, type Page, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { screenshot } from './support/screenshot';

// A11Y-REFLOW-1: a 1280 x 800 screen at 400 % zoom is 320 x 200 CSS px. Nothing scrolls sideways,
// no control is cut off, and the sticky header and fixed bars leave the page most of the height.
test.use({ viewport: { width: 320, height: 200 } });
// Zoom is a desktop matter, and the viewport is the same in both projects: run it once.
test.skip(({ isMobile }) => isMobile, 'desktop zoom only');

async function expectReflow(page: Page) {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ).filter((element) => {
      const box = element.getBoundingClientRect();
      // Visible controls only; the header's link row scrolls sideways by design (its own scroller).
      return box.width > 2 && box.height > 2 && !element.closest('nav[aria-label="Main"]');
    });
    const clipped = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim());
    const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) =>
      ['sticky', 'fixed'].includes(getComputedStyle(element).position),
    );
    const barHeight = bars
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight && box.bottom > 0 && box.width > width / 2)
      .reduce(
        (sum, box) => sum + Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0),
        0,
      );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      clipped,
      barShare: barHeight / window.innerHeight,
    };
  });
  expect.soft(found.scrollWidth, 'page width').toBeLessThanOrEqual(found.width);
  expect.soft(found.clipped, 'controls cut off at the sides').toEqual([]);
  expect.soft(found.barShare, 'share of the height under sticky bars').toBeLessThanOrEqual(1 / 3);
}

test('Home, the intake and a builder reflow to 320 px without cutting anything off', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflow(page);
  await page.goto('/order/intake?orderType=pickup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflow(page);
  await pickupOrderWithBuildYourOwn(page, 20);
  await page.goto('/builder/buildyourown/CMG-4105');
  await expect(page.getByRole('button', { name: /^Add to Bag - \$/ })).toBeAttached();
  await expectReflow(page);
  await screenshot(page, 'builder-320');
});
