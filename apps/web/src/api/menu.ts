import type { FoodGroupKey, Menu, MenuItem } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

// Type-only domain imports: route loaders may import this module from the initial chunk.

export type { MenuItem, MenuOption } from '@catering/domain';

/** The food groups of a menu item, in builder order (BLD-GROUP-1). */
export type MenuFoodGroup = FoodGroupKey;
export type MenuItemConfig = MenuItem['config'];
/** A restaurant's catering menu at its price tier. */
export type RestaurantMenu = Menu;

/** GET /menu/tiered/{restaurantNumber}: the restaurant's menu with its own prices. */
export function getRestaurantMenu(
  restaurantNumber: number,
  signal?: AbortSignal,
): Promise<RestaurantMenu> {
  return apiJson<RestaurantMenu>(`/menu/tiered/${encodeURIComponent(restaurantNumber)}`, {
    signal,
  });
}

export const menuKeys = {
  all: ['menu'] as const,
  restaurant: (restaurantNumber: number) => [...menuKeys.all, 'tiered', restaurantNumber] as const,
};

/** The "medium" cache lifetime for menus (ORD-MENU-4). */
const MENU_STALE_MS = 10 * 60_000;

export function restaurantMenuQueryOptions(restaurantNumber: number) {
  return queryOptions({
    queryKey: menuKeys.restaurant(restaurantNumber),
    queryFn: ({ signal }) => getRestaurantMenu(restaurantNumber, signal),
    staleTime: MENU_STALE_MS,
  });
}

/** The menu item with this id, if the menu has it. */
export function findMenuItem(menu: RestaurantMenu | undefined, id: string): MenuItem | undefined {
  return menu?.menuItems.find((item) => item.id === id);
}
