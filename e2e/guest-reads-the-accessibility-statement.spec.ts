import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

test('a guest follows the footer link to the accessibility statement', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Accessibility statement' })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle('Verde Cantina Catering | Accessibility statement');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  for (const name of [
    'The standard we meet',
    'How we test it',
    'Known limits',
    'Tell us about a problem',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG) 2.2 at level AA');
  await expect(main).toContainText('e2e/support/axe.ts');
  await expect(main).toContainText('e2e/guest-checks-out-with-the-keyboard-only.spec.ts');
  await expect(main.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await expect(main.getByRole('link', { name: /^accessibility@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'statement', true);
});

test('the accessibility link is the second stop and moves with the page 100 ms after scrolling begins', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Accessibility help' });
  await expect(link).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  await expect(link).toHaveCSS('position', 'fixed');
  await expectNoAxeViolations(page);
  await screenshot(page, 'a11y-link');

  const positions = await link.evaluate(async (element) => {
    const position = () => getComputedStyle(element).position;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    window.scrollTo(0, 600);
    await wait(40);
    const early = position();
    await wait(150);
    return { early, late: position() };
  });
  expect(positions).toEqual({ early: 'fixed', late: 'absolute' });

  await link.press('Enter');
  await expect(page).toHaveURL(/\/accessibility$/);
});
