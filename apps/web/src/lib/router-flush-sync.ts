import { flushSync } from 'react-dom';

/**
 * What RouterProvider is given as `flushSync` (as react-router/dom gives it): a navigation made
 * with `{ flushSync: true }` then commits at once instead of in a transition, which a page still
 * loading would hold back while the page being left stays on screen (decision 244). Preact's
 * transitions commit at once already (decision 263); this keeps the promise on either renderer.
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}
