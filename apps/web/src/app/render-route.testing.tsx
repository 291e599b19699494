import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { routes } from './router';
import { routerFlushSync } from '../lib/router-flush-sync';
import { queryClient } from '../lib/query-client';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

const rendered: MemoryRouter[] = [];

/**
 * Renders the app's routes at `path` in a memory router with the app's query client, the way the
 * browser entry does. Every router made here is disposed after the test and every call still on its
 * way is cancelled: a router outlives the unmount, so a lazy screen that arrives late would otherwise
 * run its loaders (and their fetches) inside the next test, against that test's fake service.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  rendered.push(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => queryClient.clear());

afterEach(async () => {
  for (const router of rendered.splice(0)) router.dispose();
  await queryClient.cancelQueries();
  queryClient.clear();
});
