import type { CatalogueRows } from '../../db/repositories/catalogue.repository';
import type { DemoPopularBuild } from '../../db/seed/other.data';
import {
  EVENT_TYPES_CACHE_CONTROL,
  MENU_CACHE_CONTROL,
  toCachedBody,
  type CachedBody,
} from './cached-body';
import { assembleMenu } from './menu-assembly';
import { indexMenu, type MenuIndex } from './menu-index';
import { pricePopularBuild } from './popular-build-pricing';

export interface CatalogueRestaurant {
  restaurantNumber: number;
  status: string;
  priceTier: number;
  latitude: number;
  longitude: number;
}

/** One catalogue version, with every hot response serialized once. */
export interface CatalogueSnapshot {
  version: string;
  index: MenuIndex;
  restaurants: Map<number, CatalogueRestaurant>;
  genericMenu: CachedBody;
  eventTypes: CachedBody;
  /** The menu of a restaurant, serialized on first use; undefined for an unknown number. */
  restaurantMenu(restaurantNumber: number): CachedBody | undefined;
  /** Active popular builds priced at a tier, serialized on first use. */
  popularBuilds(tier: number): CachedBody;
}

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, make(key));
    return cache.get(key) as V;
  };
}

/** Builds the snapshot of one catalogue version from its rows. */
export function buildSnapshot(version: string, rows: CatalogueRows): CatalogueSnapshot {
  const index = indexMenu(rows);
  const restaurants = new Map(
    rows.restaurants.map((r) => [
      r.restaurant_number,
      {
        restaurantNumber: r.restaurant_number,
        status: r.status,
        priceTier: r.price_tier,
        latitude: r.latitude_e6 / 1e6,
        longitude: r.longitude_e6 / 1e6,
      },
    ]),
  );
  const builds = rows.popularBuilds
    .filter((row) => row.active === 1)
    .map((row): DemoPopularBuild => ({
      id: row.id,
      name: row.name,
      description: row.description,
      active: true,
      menuItems: JSON.parse(row.menu_items_json) as DemoPopularBuild['menuItems'],
    }));
  const byRestaurant = memo((restaurantNumber: number) => {
    const restaurant = restaurants.get(restaurantNumber);
    return restaurant && toCachedBody(assembleMenu(index, restaurant), MENU_CACHE_CONTROL);
  });
  return {
    version,
    index,
    restaurants,
    genericMenu: toCachedBody(assembleMenu(index, null), MENU_CACHE_CONTROL),
    eventTypes: toCachedBody(
      rows.eventTypes.map((e) => ({ code: e.code, displayName: e.display_name })),
      EVENT_TYPES_CACHE_CONTROL,
    ),
    restaurantMenu: byRestaurant,
    popularBuilds: memo((tier: number) =>
      toCachedBody(
        builds.map((build) => pricePopularBuild(index, build, tier)),
        MENU_CACHE_CONTROL,
      ),
    ),
  };
}
