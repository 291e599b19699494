import { expect, type Page } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './api-order';
import { enterCard, fillContact } from './catering-order';
import { writeE2eDatabase } from './database';

/** Pays for the session's current order on the checkout; resolves on its confirmation. */
export async function checkOut(page: Page): Promise<void> {
  await page.goto('/bag/checkout');
  await fillContact(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for your order' })).toBeVisible();
}

/**
 * A guest's pickup order (build your own for `people`) placed through the checkout; resolves on
 * its confirmation with the order's id and number.
 */
export async function placedPickupOrder(
  page: Page,
  people = 20,
): Promise<{ orderId: string; orderNumber: string }> {
  const orderId = await pickupOrderWithBuildYourOwn(page, people);
  await checkOut(page);
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  const orderNumber = await page
    .getByText(/^Order number/)
    .locator('strong')
    .innerText();
  return { orderId, orderNumber };
}

/** Moves a placed order's pickup to 12 hours from now, inside the 24 hours it cannot be changed in. */
export function moveWithin24Hours(orderId: string): void {
  const { changes } = writeE2eDatabase((database) =>
    database
      .prepare('UPDATE orders SET scheduled_at = ? WHERE id = ?')
      .run(Date.now() + 12 * 3_600_000, orderId),
  );
  if (changes !== 1) throw new Error('the order was not in the database');
}

/** The payment authorizations of the given orders that still hold money. */
export function approvedAuthorizations(orderIds: string[]): { amount_cents: number }[] {
  return writeE2eDatabase((database) =>
    database
      .prepare(
        `SELECT amount_cents FROM payment_authorizations
         WHERE status = 'approved' AND order_id IN (${orderIds.map(() => '?').join(', ')})`,
      )
      .all(...orderIds),
  ) as { amount_cents: number }[];
}
