import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen passes (A11Y-CHECK-1): WCAG 2.0, 2.1 and 2.2 A and AA, and best practice. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Checks the page as it is now with axe-core and expects no violation, naming each rule and the
 * elements it found. Waits for running animations first: a dialog's fade-in leaves half-tinted
 * colours for a moment. Axe runs in the page and asks its frames itself, instead of merging
 * their results in a blank page opened for each check: about a second less a check, and
 * same-origin frames (the sandbox's card form) are still checked (decision 253).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}
