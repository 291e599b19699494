import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-load';
import { queryClient } from '../lib/query-client';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';
import { PRERENDERED_PAGES, renderPage } from './prerender';
import { prerenderedPageMatches } from './prerendered-pages';
import { routes } from './router';
import { startApp } from './start-app';

// The build renders these pages (app/prerender.tsx) and the browser hydrates them: the first
// render in the browser must be exactly the prerendered markup, or React throws the page away
// and builds it again (a recoverable error), or in development warns about the difference.

let started: Awaited<ReturnType<typeof startApp>> | undefined;

beforeEach(() => queryClient.clear());
afterEach(() => {
  started?.root.unmount();
  started?.router.dispose();
  started = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const hydrated = PRERENDERED_PAGES.filter((page) =>
  prerenderedPageMatches(page.name, new URL(page.url, window.location.origin)),
);
const painted = PRERENDERED_PAGES.filter((page) => !hydrated.includes(page));

describe('prerendered pages', () => {
  test('Home is hydrated; the builders are painted, then rendered with their data', () => {
    expect(hydrated.map((page) => page.name)).toEqual(['home']);
    expect(painted.map((page) => page.name)).toEqual([
      'builder-buildyourown',
      'builder-burritosbythebox',
      'builder-chipsandsalsa',
    ]);
  });

  test.each(hydrated)('$name hydrates without a mismatch', async (page) => {
    const fetchMock = fakeApi({
      'GET /customerauth/getstarted': GUEST,
      'GET /order/cart': orderFixture(),
    });
    const { html } = await renderPage(page);
    expect(html).toContain('<header');
    window.history.replaceState(null, '', page.url);
    document.body.innerHTML = `<div id="root" data-prerendered="${page.name}">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const header = container.querySelector('header');
    const consoleError = vi.spyOn(console, 'error');

    started = await startApp(container);
    const { hydrated, router } = started;
    // Preact reports no mismatch; it rebuilds what differs. Right after hydration, before any
    // effect or loader has run, the page must still be the static HTML, node for node.
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(container.innerHTML).toBe(parsed.innerHTML);
    const revalidate = vi.spyOn(router, 'revalidate');

    expect(hydrated).toBe(true);
    // Hydrated and committed: the loaders run after the first commit.
    await waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
    await waitFor(() => expect(router.state.revalidation).toBe('idle'));
    expect(consoleError).not.toHaveBeenCalled();
    // The very elements of the static page, adopted rather than rebuilt.
    expect(container.querySelector('header')).toBe(header);
    expect(fetchMock).toHaveBeenCalled();
  });

  test.each(painted)('$name is replaced once its loaders are done', async (page) => {
    fakeApi({ 'GET /customerauth/getstarted': GUEST, 'GET /order/cart': orderFixture() });
    const { html } = await renderPage(page);
    window.history.replaceState(null, '', page.url);
    document.body.innerHTML = `<div id="root" data-prerendered="${page.name}">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const header = container.querySelector('header');

    started = await startApp(container);

    expect(started.hydrated).toBe(false);
    // Rendered once the loaders are done (here the guard sends a menu item it cannot find Home).
    expect(started.router.state.initialized).toBe(true);
    await waitFor(() => {
      const rendered = container.querySelector('header');
      expect(rendered).not.toBeNull();
      expect(rendered).not.toBe(header);
    });
  });

  test('a page whose address is not the prerendered one is rendered, not hydrated', async () => {
    fakeApi({ 'GET /customerauth/getstarted': GUEST });
    const home = PRERENDERED_PAGES.find((page) => page.name === 'home');
    if (!home) throw new Error('Home is not prerendered');
    const { html } = await renderPage(home);
    window.history.replaceState(null, '', '/?zipCode=10001');
    document.body.innerHTML = `<div id="root" data-prerendered="home">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const header = container.querySelector('header');

    started = await startApp(container);

    expect(started.hydrated).toBe(false);
    await waitFor(() => {
      const rendered = container.querySelector('header');
      expect(rendered).not.toBeNull();
      expect(rendered).not.toBe(header);
    });
  });

  test("a screen's chunk that fails to load before the router starts is reported by the router", async () => {
    fakeApi({ 'GET /customerauth/getstarted': GUEST });
    const screens = routes[0]?.children?.[0]?.children ?? [];
    const route = screens.find((candidate) => candidate.path === '/pagenotfound');
    if (!route || typeof route.lazy !== 'function') throw new Error('no lazy /pagenotfound route');
    const lazy = route.lazy;
    const load = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    route.lazy = () => loadChunk('page-not-found', load);
    try {
      window.history.replaceState(null, '', '/pagenotfound');
      document.body.innerHTML = '<div id="root"></div>';
      const container = document.getElementById('root') as HTMLElement;

      started = await startApp(container);

      // Tried before the router was made, and again by the router, which reports it.
      expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
      await waitFor(() =>
        expect(container.querySelector('h1')?.textContent).toBe("This page didn't load"),
      );
    } finally {
      route.lazy = lazy;
    }
  });
});
