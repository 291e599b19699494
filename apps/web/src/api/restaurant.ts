import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export interface RestaurantAddress {
  addressLine1: string;
  addressLine2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode?: string;
  latitude?: number;
  longitude?: number;
}

/** Opening hours of one local day; instants are restaurant-local ISO with offset. */
export interface RealHours {
  dayOfWeek: string;
  openDateTime: string;
  closeDateTime: string;
}

/** A restaurant (ORD-REST-1), with the embeds the search asked for. */
export interface Restaurant {
  restaurantNumber: number;
  name: string;
  status?: string;
  /** Metres from the searched point. */
  distance?: number;
  addresses?: RestaurantAddress[];
  timezone?: { timezoneId: string };
  directions?: { crossStreet1: string; crossStreet2: string; landmark: string };
  realHours?: RealHours[];
  delivery?: { cateringDeliveryEnabled: boolean };
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface RestaurantSearchResult {
  restaurants: Restaurant[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

/** The fixed part of a restaurant search (ORD-REST-2). */
export const RESTAURANT_SEARCH_DEFAULTS = {
  restaurantStatuses: ['OPEN'],
  conceptIds: ['CMG'],
  pageSize: 15,
  orderBy: 'distance',
  radius: 80_467,
  embeds: ['address', 'directions', 'realHours', 'delivery', 'catering', 'timezone'],
} as const;

export interface RestaurantSearch {
  latitude?: number;
  longitude?: number;
  restaurantNumbers?: number[];
  menuIds?: string[];
  pageIndex?: number;
}

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
  return apiJson<{
    restaurantNumber: number;
    timezone: { timezoneId: string };
    realHours: RealHours[];
  }>(`/restaurant/${restaurantNumber}/realhours`, { signal });
}

export interface GeocodedPlace extends GeoPoint {
  postalCode: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
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
