import type { Flag } from './schema';

export interface RestaurantsTable {
  restaurant_number: number;
  name: string;
  concept_id: string;
  /** OPEN, or CLOSED for a restaurant that no longer takes orders. */
  status: string;
  address_line1: string;
  address_line2: string | null;
  locality: string;
  administrative_area: string;
  postal_code: string;
  country: string;
  latitude_e6: number;
  longitude_e6: number;
  timezone_id: string;
  cross_street1: string | null;
  cross_street2: string | null;
  landmark: string | null;
  catering_delivery_enabled: Flag;
  lead_time_minutes: number;
  /** Sales tax in parts per million (88750 = 8.875 %). */
  tax_rate_ppm: number;
  price_tier: number;
  slot_order_limit: number;
  slot_headcount_limit: number;
  /** Ten digits; restaurants added before migration 0012 may have none. */
  phone_number?: string | null;
}

export interface RestaurantHoursTable {
  restaurant_number: number;
  /** 0 = Sunday ... 6 = Saturday, as Date.getDay(). */
  day_of_week: number;
  /** Minutes after local midnight. */
  open_minute: number;
  close_minute: number;
}

export interface RestaurantClosuresTable {
  restaurant_number: number;
  /** Restaurant-local date YYYY-MM-DD. */
  closure_date: string;
  reason: string;
}

export interface MenuItemsTable {
  id: string;
  kind: string;
  name: string;
  display_name: string;
  tagline: string;
  description: string;
  short_description: string;
  price_unit: string;
  serves_text: string;
  config_json: string;
  item_config_json: string;
  is_amount_from_sub_items: Flag;
  sort_order: number;
  active: Flag;
}

export interface MenuItemPricesTable {
  menu_item_id: string;
  price_tier: number;
  price_cents: number;
}

export interface MenuOptionsTable {
  id: string;
  name: string;
  image_url: string;
  is_vegan: Flag;
  /** Vegan implies vegetarian and dairy-free (decision 220). */
  is_vegetarian: Flag;
  is_dairy_free: Flag;
}

export interface MenuItemOptionsTable {
  menu_item_id: string;
  option_id: string;
  /** bases, proteins, toppings, premiumToppings, salsas or tortillas: the group within this item. */
  food_group: string;
  /** Weight used by "choose for me"; proportions within one group. */
  assortment: number;
  sort_order: number;
}

export interface MenuOptionPricesTable {
  menu_item_id: string;
  option_id: string;
  price_tier: number;
  price_cents: number;
}

export interface EventTypesTable {
  code: string;
  display_name: string;
  sort_order: number;
}

export interface PopularBuildsTable {
  id: string;
  name: string;
  description: string;
  menu_items_json: string;
  sort_order: number;
  active: Flag;
}

export interface InfoNoticesTable {
  id: string;
  restaurant_number: number;
  channel: string;
  title: string;
  message: string;
  sort_order: number;
  active: Flag;
}

export interface PromotionsTable {
  code: string;
  name: string;
  kind: 'percent' | 'amount';
  /** Percent (15 = 15 %) or cents, by kind. */
  value: number;
  min_subtotal_cents: number;
  valid_from: number | null;
  valid_to: number | null;
  restaurant_numbers: string | null;
  menu_item_ids: string | null;
  once_per_customer: Flag;
  active: Flag;
}

export interface SlotBookingsTable {
  restaurant_number: number;
  slot_start_utc: number;
  orders_count: number;
  headcount: number;
}

export interface DeliveryQuotesTable {
  id: string;
  restaurant_number: number;
  delivery_time_utc: number;
  distance_meters: number;
  fee_cents: number;
  postal_code: string;
  created_at: number;
  expires_at: number;
}
