import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { DataRouter, HydrationState } from 'react-router';
// From react-router itself, not react-router/dom (which only adds the flushSync given here): the
// tests then share one copy of the router's contexts with the screens.
import { matchRoutes, RouterProvider } from 'react-router';
import { nextTask } from '../lib/next-task';
import { routerFlushSync } from '../lib/router-flush-sync';
import { queryClient } from '../lib/query-client';
import { AfterFirstCommit } from './after-first-commit';
import { replayEarlyTap, takeEarlyTap } from './early-calls';
import { prerenderedPageMatches } from './prerendered-pages';
import { createAppRouter, routes } from './router';

function App({ router, afterFirstCommit }: { router: DataRouter; afterFirstCommit?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
        <AfterFirstCommit effect={afterFirstCommit} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Loads the code of the routes that match `location` (their `lazy`) before the router is made,
 * and resolves with the matches; rejects if a chunk fails to load. Matching the route table
 * (flattened and ranked, some 10 ms on a phone) runs in a task of its own, not at the end of the
 * long one that ran the app's chunk, and the router's first navigation, which would otherwise
 * start these loads itself, is that much shorter a task.
 */
async function loadMatchedRoutes(location: Location) {
  await nextTask();
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches;
}

/**
 * The router for a prerendered page: the matched screens' code loaded first (a lazy route would
 * otherwise render its fallback, not the page), and every matched loader marked as done, so the
 * first render is the page as the build rendered it: a guest with no order and no data yet.
 */
export async function routerForPrerenderedPage(location: Location): Promise<DataRouter> {
  const matches = await loadMatchedRoutes(location);
  // The router in a task of its own, not in the one that ran the screen's chunk.
  await nextTask();
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) if (route.id && route.loader) loaderData[route.id] = null;
  const hydrationData: HydrationState = { loaderData };
  return createAppRouter(hydrationData);
}

function whenInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in #root. Prerendered Home is hydrated: Preact adopts the static HTML in one
 * short pass (decision 263), and once it has, the loaders run (session, order, the route's
 * guard) as on any navigation. Any other page renders once its loaders are done; the static
 * spinner, or a builder's prerendered shell (decision 230), stays until then. The router must
 * not change state between that render and its commit (RouterProvider subscribes at commit and
 * would miss it): waiting for the loaders first is what makes it safe (decision 226).
 */
export async function startApp(
  container: HTMLElement,
): Promise<{ hydrated: boolean; router: DataRouter; root: Root }> {
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerenderedPageMatches(prerendered, window.location)) {
    // The router reads session storage when it starts; the first read of a page waits for the
    // browser to load it (some 10 ms). Here it is done while the screen's chunk is on its way.
    setTimeout(() => {
      try {
        sessionStorage.getItem('');
      } catch {
        // Storage can be unavailable (a privacy setting): the router copes, so does this.
      }
    });
    // A screen chunk that fails to arrive is the router's to report, on the path below.
    const router = await routerForPrerenderedPage(window.location).catch(() => undefined);
    if (router) {
      // From here on the live page handles a tap itself. One made before, while the app's code
      // was on its way, is tapped again on the live page (app/early-calls.ts).
      const tapped = takeEarlyTap();
      const afterHydration = () => {
        replayEarlyTap(tapped);
        // In a task of its own: the effects of the hydration's commit are a long enough task.
        setTimeout(() => void router.revalidate());
      };
      const root = hydrateRoot(
        container,
        <App router={router} afterFirstCommit={afterHydration} />,
      );
      return { hydrated: true, router, root };
    }
  }
  // A chunk that fails to load here is loaded again by the router, which reports a failure.
  await loadMatchedRoutes(window.location).catch(() => undefined);
  // The router (its first navigation starts the loaders) in a task of its own, not in the one
  // that evaluated the screen's chunk: shorter tasks for a slow phone instead of one long one.
  await nextTask();
  const router = createAppRouter();
  await whenInitialized(router);
  const root = createRoot(container);
  // A painted page keeps the customer's early taps on its header (app/early-calls.ts).
  root.render(<App router={router} afterFirstCommit={replayEarlyTap} />);
  return { hydrated: false, router, root };
}
