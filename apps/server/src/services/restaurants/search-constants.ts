export { RESTAURANT_SEARCH_PAGE_SIZE, RESTAURANT_SEARCH_RADIUS_METERS } from '@catering/domain';

/** Days of real hours a restaurant shows, from the search's timeStamp. */
export const REAL_HOURS_DAYS = 7;

export const RESTAURANT_EMBEDS = [
  'address',
  'directions',
  'realHours',
  'delivery',
  'catering',
  'timezone',
] as const;
export type RestaurantEmbed = (typeof RESTAURANT_EMBEDS)[number];
