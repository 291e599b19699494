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
}

const BUILDER_KINDS: BuilderKind[] = ['buildyourown', 'burritosbythebox', 'chipsandsalsa'];

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { name: 'home', url: '/', file: 'index.html' },
  ...BUILDER_KINDS.map((kind) => ({
    name: `builder-${kind}`,
    url: `/builder/${kind}/shell`,
    file: `builder/${kind}.html`,
  })),
];

/**
 * Whether the page prerendered as `name` is what the app renders first at this address. Home's
 * query (a ZIP code, signedOut) changes what it shows, so only the bare address hydrates; a
 * builder's shell (header, band, skeleton) is the same for every item and query.
 */
export function prerenderedPageMatches(
  name: string,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (name === 'home') return location.pathname === '/' && location.search === '';
  const kind = BUILDER_KINDS.find((candidate) => name === `builder-${candidate}`);
  return kind !== undefined && location.pathname.startsWith(`/builder/${kind}/`);
}
