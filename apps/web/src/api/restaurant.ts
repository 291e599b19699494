import type {
  GeocodedPlace,
  RealHoursResult,
  RestaurantSearchBody,
  RestaurantSearchResult,
} from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export type { RealHours, Restaurant } from '@catering/domain';

/** The fixed part of a restaurant search (ORD-REST-2). */
export const RESTAURANT_SEARCH_DEFAULTS = {
  restaurantStatuses: ['OPEN'],
  conceptIds: ['CMG'],
  pageSize: 15,
  orderBy: 'distance',
  radius: 80_467,
  embeds: ['address', 'directions', 'realHours', 'delivery', 'catering', 'timezone'],
} as const;

/** The part of a restaurant search that varies: where, which restaurants, which menu items. */
export type RestaurantSearch = Pick<
  RestaurantSearchBody,
  'latitude' | 'longitude' | 'restaurantNumbers' | 'menuIds' | 'pageIndex'
>;

/** POST /restaurant/search: open restaurants nearest first, 15 to a page, within 50 miles. */
export function searchRestaurants(search: RestaurantSearch, signal?: AbortSignal) {
  return apiJson<RestaurantSearchResult>('/restaurant/search', {
    method: 'POST',
    signal,
    body: {
      ...RESTAURANT_SEARCH_DEFAULTS,
      timeStamp: new Date().toISOString(),
      pageIndex: search.pageIndex ?? 1,
      ...search,
    },
  });
}

/** GET /restaurant/{n}/realhours: the next seven local days. */
export function getRealHours(restaurantNumber: number, signal?: AbortSignal) {
  return apiJson<RealHoursResult>(`/restaurant/${restaurantNumber}/realhours`, { signal });
}

/** GET /geocode: the coordinates of a US ZIP code or Canadian postal code (404 when unknown). */
export function geocodePostalCode(postalCode: string, signal?: AbortSignal) {
  return apiJson<GeocodedPlace>('/geocode', { query: { postalCode }, signal });
}

export const restaurantKeys = {
  all: ['restaurant'] as const,
  search: (search: RestaurantSearch) => [...restaurantKeys.all, 'search', search] as const,
  realHours: (n: number) => [...restaurantKeys.all, 'realhours', n] as const,
  geocode: (postalCode: string) => [...restaurantKeys.all, 'geocode', postalCode] as const,
};

export function restaurantSearchQueryOptions(search: RestaurantSearch) {
  return queryOptions({
    queryKey: restaurantKeys.search(search),
    queryFn: ({ signal }) => searchRestaurants(search, signal),
  });
}

export function realHoursQueryOptions(restaurantNumber: number) {
  return queryOptions({
    queryKey: restaurantKeys.realHours(restaurantNumber),
    queryFn: ({ signal }) => getRealHours(restaurantNumber, signal),
  });
}

export function geocodeQueryOptions(postalCode: string) {
  return queryOptions({
    queryKey: restaurantKeys.geocode(postalCode),
    queryFn: ({ signal }) => geocodePostalCode(postalCode, signal),
    staleTime: Infinity,
  });
}
