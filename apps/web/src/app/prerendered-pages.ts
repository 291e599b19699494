import type { BuilderKind } from '@catering/domain';

/**
 * The pages the build renders to static HTML (see vite.config.ts and app/prerender.tsx), so a
 * phone paints them before any JavaScript runs; the app then hydrates them (app/start-app.tsx).
 * The server serves each file for its paths (apps/server/src/http/web-app.ts); every other path
 * gets shell.html, the unrendered shell.
 */
export interface PrerenderedPage {
  /** Written to the root element's data-prerendered attribute. */
  name: string;
  /** The address rendered: a builder's shell does not depend on the menu item in its path. */
  url: string;
  /** The file in the build folder. */
  file: string;
  /** Whether the page starts its first calls before the app arrives (app/early-calls.ts). */
  earlyCalls: boolean;
}

const BUILDER_KINDS: BuilderKind[] = ['buildyourown', 'burritosbythebox', 'chipsandsalsa'];

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { name: 'home', url: '/', file: 'index.html', earlyCalls: false },
  ...BUILDER_KINDS.map((kind) => ({
    name: `builder-${kind}`,
    url: `/builder/${kind}/shell`,
    file: `builder/${kind}.html`,
    earlyCalls: true,
  })),
];

/**
 * Whether the page prerendered as `name` is what the app renders first at this address, so the
 * app hydrates it. Home's query (a ZIP code, signedOut) changes what it shows, so only the bare
 * address does. A builder's shell is never hydrated: it is what the phone paints while the
 * session, the order and the menu arrive, and the app then renders the builder with all of them
 * in one render (decision 230), instead of adopting the skeleton and rendering again on each
 * answer.
 */
export function prerenderedPageMatches(
  name: string,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return name === 'home' && location.pathname === '/' && location.search === '';
}
