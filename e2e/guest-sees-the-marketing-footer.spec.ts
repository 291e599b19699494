import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

const FRAGMENT = '**/xf-footer/catering.html';

const footerOf = (page: Page) => page.getByRole('contentinfo');

/**
 * Scrolls down to the footer once Home's menu is in, as a customer would: again if Home's later
 * cards, arriving meanwhile, pushed it off the screen (and out of reach of the fragment's load).
 */
async function scrollToFooter(page: Page) {
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    await footerOf(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
    await expect(footerOf(page)).toBeInViewport({ timeout: 250 });
  }).toPass();
}

test('a guest sees the marketing footer with its style sheet and images on the marketing origin', async ({
  page,
  baseURL,
}, testInfo) => {
  const fragments: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/xf-footer/catering.html')) fragments.push(request.url());
  });
  await page.goto('/');
  const footer = footerOf(page);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  if (testInfo.project.name === 'mobile') {
    // On a phone Home is long: the fragment waits until the footer comes near the screen.
    await page.waitForLoadState('networkidle');
    expect(fragments).toEqual([]);
  }
  await scrollToFooter(page);
  await expect(footer).toContainText('Real food, made fresh for your whole crowd.');
  await expect(footer.getByRole('link', { name: 'Cookie preferences' })).toBeVisible();
  // The built-in footer stays beside it.
  await expect(footer).toContainText('Questions about catering?');
  await expect(footer.getByRole('link', { name: 'Accessibility statement' })).toBeVisible();
  const logo = footer.locator('img');
  await expect(logo).toHaveAttribute(
    'src',
    `${baseURL}/content/experience-fragments/catering/xf-footer/logo-mark.svg`,
  );
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The fragment's style sheet applies.
  await expect(footer.locator('.xf-footer__links')).toHaveCSS('list-style-type', 'none');
  await footer.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshot(footer, 'footer');
});

test('a script or event handler in the fragment never runs and never enters the page', async ({
  page,
}) => {
  await page.route(FRAGMENT, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<html><body><footer class="xf-footer">
        <p>Hostile footer</p>
        <script>window.fragmentScriptRan = true</script>
        <img src="missing.png" alt="" onerror="window.fragmentHandlerRan = true">
        <a href="javascript:window.fragmentLinkRan = true">Click me</a>
      </footer></body></html>`,
    }),
  );
  await page.goto('/');
  const footer = footerOf(page);
  await scrollToFooter(page);
  await expect(footer).toContainText('Hostile footer');
  await expect(footer.locator('script')).toHaveCount(0);
  await expect(footer.locator('[onerror]')).toHaveCount(0);
  await expect(footer.locator('a', { hasText: 'Click me' })).not.toHaveAttribute('href', /.*/);
  await footer.locator('a', { hasText: 'Click me' }).click();
  expect(
    await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.fragmentScriptRan, flags.fragmentHandlerRan, flags.fragmentLinkRan];
    }),
  ).toEqual([undefined, undefined, undefined]);
});

test('a fragment that fails is logged and the built-in footer stays', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(FRAGMENT, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  const footer = footerOf(page);
  await scrollToFooter(page);
  await expect.poll(() => warnings.join('\n')).toContain('The marketing footer did not load');
  await expect(footer).toContainText('Questions about catering?');
  await expect(footer.getByRole('link', { name: 'Accessibility statement' })).toBeVisible();
  await expect(footer).not.toContainText('Real food');
});
