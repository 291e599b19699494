import { type BuilderKind, builderKindFor } from '@catering/domain';
import type { RestaurantMenu } from '../../api/menu';

/**
 * The menu item a builder shows: the edited item's, else the route's menuType when it is a menu
 * item id of this builder, else the query's menuItemId, else the first item of this kind.
 */
export function resolveMenuItemId(
  kind: BuilderKind,
  menu: RestaurantMenu,
  candidates: { editing?: string; menuType?: string; menuItemId?: string | null },
): string | undefined {
  if (candidates.editing) return candidates.editing;
  const ofKind = menu.menuItems.filter((item) => builderKindFor(item.id) === kind);
  const named = [candidates.menuType, candidates.menuItemId].find((id) =>
    ofKind.some((item) => item.id === id),
  );
  return named ?? ofKind[0]?.id;
}

function safePath(value: unknown): string | undefined {
  // Only paths of this site: "//host" and "https://..." would leave it.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : undefined;
}

/** Where an edit that began on another page returns to: location state or the returnTo query. */
export function returnToFrom(state: unknown, search: URLSearchParams): string | undefined {
  const fromState =
    typeof state === 'object' && state !== null && 'returnTo' in state
      ? safePath((state as { returnTo: unknown }).returnTo)
      : undefined;
  return fromState ?? safePath(search.get('returnTo'));
}
