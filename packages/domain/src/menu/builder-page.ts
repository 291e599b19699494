import { BUILDER_KINDS, type BuilderKind } from './menu-item-ids';

/** The parts of a builder page's address, `/builder/{kind}/{menuType}/{orderItemId?}`. */
export interface BuilderPage {
  kind: BuilderKind;
  menuType: string;
  orderItemId?: string;
}

const BUILDER_PAGE = /^\/builder\/([a-z]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

/** The builder page an address shows, or undefined for any other page. */
export function builderPageOf(pathname: string): BuilderPage | undefined {
  const match = BUILDER_PAGE.exec(pathname);
  const kind = BUILDER_KINDS.find((candidate) => candidate === match?.[1]);
  if (!match?.[2] || !kind) return undefined;
  try {
    const menuType = decodeURIComponent(match[2]);
    return match[3]
      ? { kind, menuType, orderItemId: decodeURIComponent(match[3]) }
      : { kind, menuType };
  } catch {
    return undefined; // A malformed escape is no page of ours.
  }
}

/**
 * The places in a builder's prerendered page where the server writes the menu item's name and
 * description before sending it, so a phone paints the builder's heading with the page itself;
 * the server writes nothing there when the address names no item of that builder.
 */
export const BUILDER_PAGE_SLOTS = {
  name: '%menu-item-name%',
  description: '%menu-item-description%',
} as const;
