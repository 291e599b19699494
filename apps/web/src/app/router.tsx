import type { DataRouter, HydrationState, LoaderFunctionArgs, RouteObject } from 'react-router';
import { createBrowserRouter, replace } from 'react-router';
import { sessionQueryOptions } from '../api/customerauth';
import { cartQueryOptions, orderValidityQueryOptions } from '../api/order';
import { onSessionExpired } from '../api/session-events';
import { loadChunk } from '../lib/chunk-load';
import { nextTask } from '../lib/next-task';
import { AppLoading } from './app-loading';
import { closeDrawersOnNavigation } from '../stores/drawer-store';
import { Layout } from './layout';
import { queryClient } from '../lib/query-client';
import { RouteError } from './route-error';
import type { Screen } from './screens';
import { SCREENS } from './screens';
import type { RouteHandle } from './use-route-title';

/**
 * Every route first loads the current user and the current order, and re-checks the order's
 * validity. The two calls go out together: without a session cookie the cart answers 401, which
 * means "no order", exactly what a first visit has. A failed session call leaves the shell a
 * guest; a failed cart call, no order.
 */
export async function rootLoader() {
  const [, order] = await Promise.all([
    // The layout falls back to a guest session; screens that need more redirect themselves.
    queryClient.ensureQueryData(sessionQueryOptions()).catch(() => undefined),
    // No order as far as the shell knows; the guards that need one redirect.
    queryClient
      .ensureQueryData({ ...cartQueryOptions(), revalidateIfStale: true })
      .catch(() => null),
  ]);
  if (order) {
    void queryClient.prefetchQuery(orderValidityQueryOptions(order.id));
    // The layout shows the order's band: fetch its chunk now rather than after the first render.
    void import('./lazy/order-summary-band').catch(() => undefined);
  }
  return null;
}

/**
 * A loader that starts in a task of its own. The router calls every matched loader at once, in
 * the task that starts the navigation; on the first page that is the task that creates the
 * router, and with the first calls already answered (app/early-calls.ts) the loaders' work ran on
 * in it: one long task on a phone. A task each costs a millisecond or so.
 */
export function inTaskOfItsOwn<Args extends unknown[], Result>(
  loader: (...args: Args) => Result,
): (...args: Args) => Promise<Awaited<Result>> {
  return async (...args: Args): Promise<Awaited<Result>> => {
    await nextTask();
    return await loader(...args);
  };
}

function screenRoute({ path, title, chunk, load, guard }: Screen): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = () => loadChunk(chunk, load);
  // The guards load in their own chunk, in parallel with the screen's.
  const loader = guard
    ? inTaskOfItsOwn((args: LoaderFunctionArgs) =>
        loadChunk('route-guards', () => import('./lazy/route-guards')).then((m) =>
          m.GUARDS[guard](args),
        ),
      )
    : undefined;
  // The chunk names the route: a prerendered page's hydration data is keyed by route id.
  const id = chunk;
  return path === '/'
    ? { id, index: true, handle, lazy, loader }
    : { id, path, handle, lazy, loader };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: inTaskOfItsOwn(rootLoader),
    // Re-run on every navigation: the order and its validity are re-checked per route.
    shouldRevalidate: () => true,
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Pathless, so that a screen that fails renders inside the layout, header and all.
        id: 'screens',
        errorElement: <RouteError />,
        children: [
          ...SCREENS.map(screenRoute),
          { path: '*', loader: () => replace('/pagenotfound'), element: null },
        ],
      },
    ],
  },
];

/** Resets the session whenever a call says it has expired; the reset loads in its own chunk. */
export function resetSessionOnExpiry(router: Pick<DataRouter, 'navigate'>): () => void {
  return onSessionExpired(() => {
    loadChunk('session-expiry', () => import('./lazy/session-expiry'))
      .then(({ resetExpiredSession }) => resetExpiredSession(router, queryClient))
      // A reload Home starts a new session too.
      .catch(() => window.location.assign('/'));
  });
}

/** `hydrationData` when the page was prerendered (see app/start-app.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  closeDrawersOnNavigation(router);
  resetSessionOnExpiry(router);
  return router;
}
