/** Builder kinds, which are also the builder route segments. */
export const BUILDER_KINDS = ['buildyourown', 'burritosbythebox', 'chipsandsalsa'] as const;
/** A builder kind / route segment. */
export type BuilderKind = (typeof BUILDER_KINDS)[number];

/** Menu item ids of build-your-own burrito meals. */
export const BUILD_YOUR_OWN_MENU_ITEM_IDS = ['CMG-4105', 'CMG-4206', 'CMG-4306'] as const;
/** Menu item id of burritos by the box. */
export const BURRITOS_BY_THE_BOX_MENU_ITEM_ID = 'CMG-4012';
/** Menu item id of chips and salsa. */
export const CHIPS_AND_SALSA_MENU_ITEM_ID = 'CMG-4027';
/** The one special menu item id (its meaning is not shown). */
export const SPECIAL_MENU_ITEM_ID = 'CMG-4123';
/** Menu item ids flagged in a lookup (their meaning is not shown). */
export const FLAGGED_MENU_ITEM_IDS = [
  'CMG-4121',
  'CMG-4222',
  'CMG-4322',
  'CMG-4115',
  'CMG-4216',
  'CMG-4316',
  'CMG-4116',
  'CMG-4217',
  'CMG-4317',
  'CMG-4029',
] as const;

/** Maps a menu item id to its builder kind, or undefined when no builder serves it. */
export function builderKindFor(menuItemId: string): BuilderKind | undefined {
  if ((BUILD_YOUR_OWN_MENU_ITEM_IDS as readonly string[]).includes(menuItemId))
    return 'buildyourown';
  if (menuItemId === BURRITOS_BY_THE_BOX_MENU_ITEM_ID) return 'burritosbythebox';
  if (menuItemId === CHIPS_AND_SALSA_MENU_ITEM_ID) return 'chipsandsalsa';
  return undefined;
}

/** True for a menu item id in the flagged lookup. */
export function isFlaggedMenuItem(menuItemId: string): boolean {
  return (FLAGGED_MENU_ITEM_IDS as readonly string[]).includes(menuItemId);
}

/** Builds the builder path `/builder/{kind}/{menuType}/{orderItemId?}` for a menu item, if it has a builder. */
export function builderPathFor(
  menuItemId: string,
  menuType: string,
  orderItemId?: string,
): string | undefined {
  const kind = builderKindFor(menuItemId);
  if (kind === undefined) return undefined;
  const base = `/builder/${kind}/${encodeURIComponent(menuType)}`;
  return orderItemId === undefined ? base : `${base}/${encodeURIComponent(orderItemId)}`;
}
