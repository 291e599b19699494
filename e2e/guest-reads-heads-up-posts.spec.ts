import { expect, type Page, test } from '@playwright/test';
import { call } from './support/api-order';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// Restaurant 5001 (Bunker Hill, Los Angeles) has two Catering posts in the demo data.
async function orderAtBunkerHill(page: Page, orderType: 'pickup' | 'delivery') {
  await call(page, 'GET', '/customerauth/getstarted?includeCustomerInfo=true');
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const { timeSlots } = await call<{
    timeSlots: { isIntervalAvailable: boolean; intervalStartTime: string }[];
  }>(page, 'POST', '/capacity', { restaurantNumbers: [5001], date, orderType });
  const slot = timeSlots.find((s) => s.isIntervalAvailable);
  if (!slot) throw new Error(`no ${orderType} time on ${date}`);
  await call(page, 'POST', '/order', {
    orderType,
    restaurantNumber: 5001,
    date,
    time: slot.intervalStartTime.slice(11, 16),
    eventType: 'LUNCH',
    ...(orderType === 'delivery'
      ? {
          deliveryAddress: {
            address1: '333 S Hope St',
            city: 'Los Angeles',
            state: 'CA',
            postalCode: '90071',
            phone: '2135550123',
          },
        }
      : {}),
  });
}

for (const orderType of ['pickup', 'delivery'] as const) {
  test(`a guest with a ${orderType} order reads the restaurant's HEADS UP posts once per session`, async ({
    page,
  }) => {
    await orderAtBunkerHill(page, orderType);
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'HEADS UP' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { level: 3 })).toHaveText([
      'Pickup parking',
      'Busy lunch hour',
    ]);
    await expect(modal).toContainText('Catering pickups get 20 minutes of free parking');
    await expect(modal).toContainText('Noon slots fill up early on weekdays.');
    await expectNoAxeViolations(page);
    await screenshot(page, `heads-up-${orderType}`);
    await modal.getByRole('button', { name: 'OKAY' }).click();
    await expect(modal).toBeHidden();

    // Seen: not again in this session, neither after a reload nor on another page.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Accessibility help' })).toBeAttached();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accessibility statement' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('a guest whose restaurant has no posts sees no HEADS UP modal', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Accessibility help' })).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'HEADS UP' })).toHaveCount(0);
});
