import type { RouteObject } from 'react-router';
import { createBrowserRouter, replace } from 'react-router';
import { sessionQueryOptions } from '../api/customerauth';
import { loadChunk } from '../lib/chunk-load';
import { AppLoading } from './app-loading';
import { closeDrawersOnNavigation } from './drawer-store';
import { Layout } from './layout';
import { queryClient } from './query-client';
import { RouteError } from './route-error';
import type { Screen } from './screens';
import { SCREENS } from './screens';
import type { RouteHandle } from './use-route-title';

/** Every route first knows the current user; a failed call leaves the shell a guest. */
export async function rootLoader() {
  try {
    await queryClient.ensureQueryData(sessionQueryOptions());
  } catch {
    // The layout falls back to a guest session; screens that need more redirect themselves.
  }
  return null;
}

function screenRoute({ path, title, chunk, load }: Screen): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = () => loadChunk(chunk, load);
  return path === '/' ? { index: true, handle, lazy } : { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Pathless, so that a screen that fails renders inside the layout, header and all.
        errorElement: <RouteError />,
        children: [
          ...SCREENS.map(screenRoute),
          { path: '*', loader: () => replace('/pagenotfound'), element: null },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  closeDrawersOnNavigation(router);
  return router;
}
