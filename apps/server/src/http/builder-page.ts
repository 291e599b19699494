import fs from 'node:fs/promises';
import path from 'node:path';
import { BUILDER_PAGE_SLOTS, builderKindFor, type BuilderPage } from '@catering/domain';
import { toCachedBytes, type CachedBody } from '../services/catalogue/cached-body';
import type { CatalogueSnapshot } from '../services/catalogue/catalogue-snapshot';
import { escapeHtml } from './escape-html';

/**
 * A builder's prerendered page with the menu item's name and description written into its slots
 * (BUILDER_PAGE_SLOTS), so the phone paints the builder's heading with the page instead of after
 * the app, the session, the order and the menu. The slots stay empty (a placeholder) when the
 * address names no item of that builder: the app then says what is wrong. Every restaurant's menu
 * has every item, with the same name and description; only prices differ, and the page shows none.
 */
export function fillBuilderPage(html: string, page: BuilderPage, snapshot: CatalogueSnapshot) {
  const item = snapshot.index.itemsById.get(page.menuType);
  const named = item && builderKindFor(item.id) === page.kind ? item : undefined;
  return html
    .split(BUILDER_PAGE_SLOTS.name)
    .join(escapeHtml(named?.name ?? ''))
    .split(BUILDER_PAGE_SLOTS.description)
    .join(escapeHtml(named?.description ?? ''));
}

// Filled pages by file version, catalogue version and item: a few per builder item.
const filledPages = new Map<string, CachedBody>();
const MAX_FILLED_PAGES = 256;

/**
 * The filled page for an address, ready to send with its ETag; undefined when the build has no
 * prerendered page for that builder (an older build: the caller sends the shell). The file is
 * looked up on each request, so a new build is served without a restart.
 */
export async function builderPageBody(
  webDist: string,
  page: BuilderPage,
  snapshot: CatalogueSnapshot,
): Promise<CachedBody | undefined> {
  const file = path.join(webDist, 'builder', `${page.kind}.html`);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const itemKey = snapshot.index.itemsById.has(page.menuType) ? page.menuType : '';
  const key = [file, stat.mtimeMs, stat.size, snapshot.version, itemKey].join('\n');
  const known = filledPages.get(key);
  if (known) return known;
  const filled = toCachedBytes(
    Buffer.from(fillBuilderPage(await fs.readFile(file, 'utf8'), page, snapshot)),
    'no-cache',
    'text/html; charset=utf-8',
  );
  if (filledPages.size >= MAX_FILLED_PAGES) filledPages.clear();
  filledPages.set(key, filled);
  return filled;
}
