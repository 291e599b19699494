import { expect, type Page } from '@playwright/test';

/**
 * Waits until Home is live, not only painted: Home is prerendered and paints before its code
 * arrives (decision 259), and its menu's cards, asked for once the app has hydrated it, say it
 * is. Until then a link on it is followed as a new document, not as a route change.
 */
export async function waitForLiveHome(page: Page): Promise<void> {
  const menu = page.getByRole('region', { name: 'The catering menu' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();
}
