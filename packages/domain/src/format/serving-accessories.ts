import { CHIPS_AND_SALSA_DEFAULT_SERVES } from '../constants';
import type { BuilderKind } from '../menu/menu-item-ids';

/** Notice that setup is not part of the order. */
export const SETUP_NOT_INCLUDED_TEXT = 'SETUP NOT INCLUDED';
/** Price label of the serving accessories. */
export const ACCESSORIES_PRICE_TEXT = 'FREE';

/** Serving-accessories line for an item kind. */
export function servingAccessoriesText(kind: BuilderKind | undefined): string {
  if (kind === 'buildyourown') {
    return 'Enough bowls, forks, and napkins for everyone, plus serving spoons and tongs.';
  }
  if (kind === 'burritosbythebox') return 'Enough napkins and forks for everyone.';
  return 'Enough napkins for everyone, plus serving spoons.';
}

/** The item's serves text, falling back to "10-15" for chips and salsa. */
export function servesTextFor(
  kind: BuilderKind | undefined,
  servesText?: string,
): string | undefined {
  if (servesText) return servesText;
  return kind === 'chipsandsalsa' ? CHIPS_AND_SALSA_DEFAULT_SERVES : undefined;
}
