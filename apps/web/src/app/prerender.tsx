// Build-time only (vite.config.ts loads it through Vite's SSR loader): renders the prerendered
// pages to HTML. Never imported by the app, so the renderer to strings stays out of the bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { config, pageTitle } from '../config';
import { AfterFirstCommit } from './after-first-commit';
import { keepEarlyTaps, loadAppAfterFirstPaint, startEarlyCalls } from './early-calls';
import { PRERENDERED_PAGES, type PrerenderedPage } from './prerendered-pages';
import { routes } from './router';
import type { RouteHandle } from './use-route-title';

export { PRERENDERED_PAGES, type PrerenderedPage };

/**
 * The modules whose chunks (and what they import) a page preloads, once it has painted and its
 * app's scripts are on their way (`loadAppAfterFirstPaint`, app/early-calls.ts): preloaded from the
 * HTML, the chunks shared the phone's bandwidth with the style sheet and made the first paint later
 * (decision 227, withdrawn; decisions 231 and 259).
 */
// A builder's first render needs the route guard and the order band besides its screen.
const BUILDER_CHUNKS = ['src/app/lazy/route-guards.ts', 'src/app/lazy/order-summary-band.tsx'];

export const PAGE_PRELOADS: Record<string, string[]> = {
  'builder-buildyourown': ['src/features/builder/build-your-own-page.tsx', ...BUILDER_CHUNKS],
  'builder-burritosbythebox': [
    'src/features/builder/burritos-by-the-box-page.tsx',
    ...BUILDER_CHUNKS,
  ],
  'builder-chipsandsalsa': ['src/features/builder/chips-and-salsa-page.tsx', ...BUILDER_CHUNKS],
};
/**
 * The routes without their loaders: the build has no service to ask, and the page must be what
 * the browser renders before its first call answers: a guest, no order, every query pending.
 */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}

/**
 * The script a page with `earlyCalls` loads before the app (app/early-calls.ts): the function's
 * own source, called with this build's settings.
 */
export const EARLY_CALLS_SCRIPT = `(${startEarlyCalls.toString()})(${JSON.stringify({
  apiBase: config.apiBase,
  subscriptionKey: config.subscriptionKey,
})});\n`;

/**
 * The script every prerendered page runs inline in its head, so a tap on its painted header is
 * kept from the first paint on (app/early-calls.ts).
 */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})();`;

/**
 * The script every prerendered page runs inline in its head to start the app's scripts, which
 * the build keeps in its `<template id="app-scripts">`, once the page has painted
 * (app/early-calls.ts, decision 259).
 */
export const APP_SCRIPTS_LOADER = `(${loadAppAfterFirstPaint.toString()})();`;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the app sets for this page. */
  title: string;
}

/** Renders one page as the browser's first render (app/start-app.tsx) will hydrate it. */
export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(new URL(page.url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${page.url} answered ${context.status}`);
  if (context.errors) throw new Error(`${page.url}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  // The asynchronous renderer waits for the lazy parts (the overlay hosts, the band) to load and
  // renders them, where a synchronous one would leave them for the browser to redo. The element
  // is typed by React's types; Preact renders it (decision 263).
  const html = await renderToStringAsync(
    (
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <AfterFirstCommit />
        </QueryClientProvider>
      </StrictMode>
    ) as unknown as VNode,
  );
  return { html, title: pageTitle(screen) };
}
