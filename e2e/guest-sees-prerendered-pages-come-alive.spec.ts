import { expect, test, type Page } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { waitForLiveHome } from './support/home';

// Home and the builders are prerendered at build time; Home is hydrated in the browser, a builder's
// shell is replaced by the builder once its data is there (decision 230). A mismatch between the
// two would make Preact rebuild what differs, and a shift of the page while it comes alive would
// show in the layout-shift entries.

/**
 * Collects uncaught errors and console errors, but not failed requests (a guest's cart is a 401;
 * the footer fragment and posts may be missing). Preact reports no hydration mismatch: the unit
 * test of app/start-app.tsx compares the hydrated page with the prerendered HTML (decision 263).
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * The sum of the page's layout shifts without recent input, so far, and what moved in each: the
 * element and its box before and after, so that a failure names what shifted.
 */
async function layoutShift(page: Page): Promise<{ sum: number; moved: string }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string }>((resolve) => {
        let sum = 0;
        const moved: string[] = [];
        const box = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            sum += entry.value;
            for (const { node, previousRect, currentRect } of entry.sources) {
              const what = node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName;
              moved.push(
                `${entry.value} at ${Math.round(entry.startTime)} ms: ${what} from ${box(previousRect)} to ${box(currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ sum, moved: moved.join('\n') }), 100);
      }),
  );
}

/** Expects no layout shift so far; a failure lists what moved. */
async function expectNoLayoutShift(page: Page): Promise<void> {
  const { sum, moved } = await layoutShift(page);
  expect(sum, `layout shifts:\n${moved}`).toBe(0);
}

/** Holds the app's code back until the returned function is called: the page stays as painted. */
async function holdBackAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/web-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('Home arrives as HTML and comes alive without a mismatch or a shift', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-prerendered="home"');
  expect(html).toContain('Catering for every crowd');

  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'The catering menu' })).toBeVisible();
  // The menu comes from the service after hydration.
  await waitForLiveHome(page);
  // Interactive: the main menu opens.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /SIGN IN/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
  await expectNoLayoutShift(page);
});

/** When the page first painted content, and when it asked for the app's code, if it has. */
function paintAndAppCode(page: Page) {
  return page.evaluate(() => {
    const appCode = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(new URL(entry.name).pathname));
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    return { painted: painted?.startTime, appCode: appCode?.startTime };
  });
}

test("a prerendered page asks for the app's code only once it has painted", async ({ page }) => {
  // Asked for with the page, the code shared the phone's bandwidth with the style sheet that the
  // first paint waits for (decision 259).
  for (const address of ['/', '/builder/buildyourown/CMG-4105']) {
    await page.goto(address);
    await expect.poll(async () => (await paintAndAppCode(page)).appCode).toBeDefined();
    const { painted, appCode } = await paintAndAppCode(page);
    expect(painted, address).toBeDefined();
    expect(appCode, address).toBeGreaterThanOrEqual(painted ?? Infinity);
  }
});

/** A largest paint as recorded when painted: its element, and whether the server wrote it. */
type LargestPaint = { tag?: string; text?: string; fromServer: boolean };
type LargestPaints = Window & { largestPaints?: LargestPaint[] };

test('a builder arrives as its shell and comes alive without a mismatch or a shift', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/builder/buildyourown/CMG-4105')).text();
  expect(html).toContain('data-prerendered="builder-buildyourown"');
  expect(html).toContain('Loading the builder');
  // The server wrote the item's heading into the page, so it paints with it (decision 238).
  expect(html).toMatch(/<h1[^>]*>Build Your Own - One Protein<\/h1>/);
  expect(html).not.toContain('%menu-item-');
  // Its first calls start before the app's code (decision 230).
  expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/early-calls-/);

  await pickupOrderWithBuildYourOwn(page);
  const errors = watchErrors(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Not the calls of the page the order was made on, which may still be answering.
    if (!request.frame().url().includes('/builder/')) return;
    if (pathname.startsWith('/api/v1/')) calls.push(`${request.method()} ${pathname}`);
  });
  // Each largest paint's element as it is when painted (the builder replaces the shell's later),
  // and whether it is one the server wrote: the parser has made those before any script runs.
  await page.addInitScript(() => {
    const fromServer = new WeakSet<Element>();
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelectorAll('body *').forEach((element) => fromServer.add(element));
    });
    const paints: LargestPaint[] = [];
    (window as LargestPaints).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { element } = entry as PerformanceEntry & { element: Element | null };
        paints.push({
          tag: element?.tagName,
          text: element?.textContent ?? undefined,
          // While the page still loads, only the parser has made elements.
          fromServer: Boolean(
            element && (document.readyState === 'loading' || fromServer.has(element)),
          ),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/builder/buildyourown/CMG-4105');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build Your Own - One Protein' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Edit pickup details/i })).toBeVisible();
  expect(errors).toEqual([]);
  // The app adopted the early calls rather than asking again.
  for (const call of [
    'GET /api/v1/customerauth/getstarted',
    'GET /api/v1/order/cart',
    'GET /api/v1/menu/tiered/1001',
  ])
    expect(calls.filter((made) => made === call)).toHaveLength(1);
  await expectNoLayoutShift(page);
  // The largest paint is one of the page as the server wrote it (the heading, or on a phone the
  // description under it), and stays so: the builder, rendered over it, shows the same text at
  // the same size, so no later paint takes its place. (When it paints is the machine's business:
  // a busy one may paint part of the page a moment before the rest.)
  const paints = await page.evaluate(() => (window as LargestPaints).largestPaints ?? []);
  expect(paints.length).toBeGreaterThan(0);
  for (const paint of paints)
    expect(paint, 'a paint of the page the server wrote').toMatchObject({ fromServer: true });
  const largest = paints.at(-1);
  expect(['H1', 'P']).toContain(largest?.tag);
  expect(html).toContain(`>${largest?.text}</`);
});

test('a tap on the painted bag button before the builder is live opens the bag once it is', async ({
  page,
}) => {
  await pickupOrderWithBuildYourOwn(page);
  // The app's code is held back until the customer has tapped the page as it was painted.
  const release = await holdBackAppCode(page);
  // The module scripts hold back DOMContentLoaded too: wait only for the document.
  await page.goto('/builder/buildyourown/CMG-4105', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  // Painted by the build for a guest with an empty bag: the app will say 1 item.
  await banner.getByRole('button', { name: 'Catering bag, 0 items' }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toHaveCount(0);
  release();
  // The live bag, with the order's item.
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag).toBeVisible();
  await expect(bag).toContainText('Build Your Own');
});

test('a tap on painted Home before it is live opens the main menu once it is', async ({ page }) => {
  // The app's code is held back until the customer has tapped the page as it was painted.
  const release = await holdBackAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /SIGN IN/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // Hydrated, the page opens the menu the customer asked for, and only once: it stays open.
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'CREATE AN ACCOUNT' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(menu).toBeVisible();
});
