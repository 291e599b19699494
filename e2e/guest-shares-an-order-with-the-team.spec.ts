import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { placedPickupOrder } from './support/placed-order';
import { screenshot } from './support/screenshot';

// A guest shares a placed order with the team as a read-only page, and turns sharing off
// (AFT-SHARE-1 to 3, decision 202).

test('a guest shares the order; a teammate reads it without the orderer’s details; sharing turned off ends it', async ({
  page,
  browser,
  baseURL,
}) => {
  const { orderNumber } = await placedPickupOrder(page, 20);
  await expect(page.getByText(/^Cost per person \(20 people\)/)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Share with your team' });
  await panel.getByRole('button', { name: 'Share with your team' }).click();
  const link = panel.getByRole('textbox', { name: 'Link to share' });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expectNoAxeViolations(page);
  await screenshot(page, 'share-panel', true);

  // A teammate on their own phone: no cookies of the orderer.
  const teammate = await browser.newContext({
    baseURL,
    viewport: page.viewportSize() ?? undefined,
  });
  try {
    const team = await teammate.newPage();
    await team.goto(url);
    await expect(
      team.getByRole('heading', { level: 1, name: 'Catering for your team' }),
    ).toBeVisible();
    await expect(team.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expect(team.getByRole('heading', { name: 'Pickup' })).toBeVisible();
    await expect(team.getByRole('heading', { name: 'What’s coming' })).toBeVisible();
    await expect(team.getByText('People fed')).toBeVisible();
    await expect(team.getByText('Cost per person')).toBeVisible();
    // Nothing of who ordered or how they paid.
    const text = await team.locator('main').innerText();
    expect(text).not.toMatch(/@|1111|Visa|Ada|Lovelace/);
    await expectNoAxeViolations(team);
    await screenshot(team, 'shared-order', true);

    await panel.getByRole('button', { name: 'Turn off sharing' }).click();
    await expect(panel.getByText('Sharing is off. Links you sent no longer work.')).toBeVisible();
    await team.reload();
    await expect(
      team.getByText(
        'This order link has expired or was turned off. Ask whoever sent it for a new one.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(team);
    await screenshot(team, 'shared-order-gone');
  } finally {
    await teammate.close();
  }
});
