import type { EventType, PopularBuild } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';
import type { MenuItem, RestaurantMenu } from './menu';
import { geocodePostalCode } from './restaurant';

/** The generic menu has the restaurant menu's shape, with restaurantNumber null. */
export type CateringMenu = RestaurantMenu;
export type { MenuItem, PopularBuild };

/**
 * The Home menu: GET /menu/tiered, or for a zip code the menu of the nearest restaurant
 * (GET /geocode, then GET /menu/geocode with its coordinates).
 */
export async function getHomeMenu(zipCode?: string, signal?: AbortSignal) {
  if (!zipCode) return apiJson<CateringMenu>('/menu/tiered', { signal });
  const { latitude, longitude } = await geocodePostalCode(zipCode, signal);
  return apiJson<CateringMenu>('/menu/geocode', { query: { latitude, longitude }, signal });
}

/** GET /enum/eventtypes. */
export function getEventTypes(signal?: AbortSignal) {
  return apiJson<EventType[]>('/enum/eventtypes', { signal });
}

/** GET /popularbuild. */
export function getPopularBuilds(signal?: AbortSignal) {
  return apiJson<PopularBuild[]>('/popularbuild', { signal });
}

const MINUTE = 60_000;

/** The Home menu; the menu cache uses the "medium" lifetime (10 minutes, decision 060). */
export function homeMenuQueryOptions(zipCode?: string) {
  return queryOptions({
    queryKey: ['menu', 'home', zipCode ?? null],
    queryFn: ({ signal }) => getHomeMenu(zipCode, signal),
    staleTime: 10 * MINUTE,
  });
}

/** Event types use the "long" cache lifetime (1 hour, decision 060). */
export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: ['enum', 'eventtypes'],
    queryFn: ({ signal }) => getEventTypes(signal),
    staleTime: 60 * MINUTE,
  });
}

export function popularBuildsQueryOptions() {
  return queryOptions({
    queryKey: ['popularbuild'],
    queryFn: ({ signal }) => getPopularBuilds(signal),
    staleTime: 10 * MINUTE,
  });
}
