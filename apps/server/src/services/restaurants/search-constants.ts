export {
  RESTAURANT_EMBEDS,
  RESTAURANT_SEARCH_PAGE_SIZE,
  RESTAURANT_SEARCH_RADIUS_METERS,
  type RestaurantEmbed,
} from '@catering/domain';

/** Days of real hours a restaurant shows, from the search's timeStamp. */
export const REAL_HOURS_DAYS = 7;
