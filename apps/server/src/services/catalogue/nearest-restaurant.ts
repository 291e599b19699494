import { distanceMeters, type GeoPoint } from '../restaurants/geo-distance';
import { RESTAURANT_SEARCH_RADIUS_METERS } from '../restaurants/search-constants';
import type { CatalogueRestaurant, CatalogueSnapshot } from './catalogue-snapshot';

/** The open restaurant nearest a point, within the restaurant search radius. */
export function nearestOpenRestaurant(
  snapshot: CatalogueSnapshot,
  point: GeoPoint,
): CatalogueRestaurant | undefined {
  let best: CatalogueRestaurant | undefined;
  let bestDistance = RESTAURANT_SEARCH_RADIUS_METERS;
  for (const restaurant of snapshot.restaurants.values()) {
    if (restaurant.status !== 'OPEN') continue;
    const distance = distanceMeters(point, restaurant);
    if (distance <= bestDistance) {
      best = restaurant;
      bestDistance = distance;
    }
  }
  return best;
}
