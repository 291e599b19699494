import { expect, test } from '@playwright/test';
import { startDeliveryOrder } from './support/catering-order';
import { screenshot } from './support/screenshot';

test('the order band shows the whole delivery window, on a phone too', async ({ page }) => {
  await startDeliveryOrder(page, 'CMG-4105');
  const band = page.getByRole('region', { name: 'Your order' });
  const window = band
    .getByText(/\d{1,2}:\d{2}\s[AP]M\s-\s\d{1,2}:\d{2}\s[AP]M/)
    .filter({ visible: true });
  await expect(window).toBeVisible();
  // Cut short with an ellipsis, the text is wider than its box.
  const cut = await window.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(false);
  const box = await window.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await screenshot(band, 'order-band');
});
