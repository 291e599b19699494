import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

// Plain types, no zod: route loaders may import this module from the initial chunk.

/** The food groups of a menu item, in builder order (BLD-GROUP-1). */
export type MenuFoodGroup =
  'bases' | 'proteins' | 'toppings' | 'premiumToppings' | 'salsas' | 'tortillas';

/** One choosable option of a food group; `assortment` is its "choose for me" proportion. */
export interface MenuOption {
  id: string;
  name: string;
  /** A path on the service's origin, e.g. /images/menu/chicken.svg. */
  imageUrl: string;
  isVegan: boolean;
  foodGroup: MenuFoodGroup;
  assortment: number;
  /** Dollars; only meaningful for items priced from their sub-items. */
  price: number;
}

export interface MenuItemConfig {
  baseCount: number;
  proteinCount: number;
  toppingCount: number;
  premiumToppingCount: number;
  salsaCount: number;
  tortillaCount: number;
  fillings: readonly { name: string }[];
  sides: readonly { name: string }[];
  salsas: readonly { name: string }[];
}

/** The headcount rule (min, max, increment) and how many people one unit serves. */
export interface MenuItemHeadcount {
  min: number;
  max: number;
  increment: number;
  serves: number;
}

/** A catering menu item (ORD-MENU-1); amounts in dollars, as on the wire. */
export interface MenuItem extends Record<MenuFoodGroup, MenuOption[]> {
  id: string;
  name: string;
  tagline: string;
  displayName: string;
  /** May hold "{n}" for the headcount, e.g. "{n} Burritos by the Box". */
  formatDisplayName: string;
  /** May hold "{n}" for the people served, e.g. "Serves {n}". */
  formatServesText: string;
  description: string;
  shortDescription: string;
  /** PERSON, BURRITO or ORDER: what `price` is per. */
  priceUnit?: string;
  price: number;
  minPrice: number;
  maxPrice: number;
  config: MenuItemConfig;
  itemConfig: MenuItemHeadcount;
  isAmountFromSubItems: boolean;
}

/** A restaurant's catering menu at its price tier. */
export interface RestaurantMenu {
  restaurantNumber: number | null;
  priceTier: number;
  menuItems: MenuItem[];
}

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
