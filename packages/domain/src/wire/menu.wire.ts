import { z } from 'zod';
import { FOOD_GROUP_KEYS } from '../builder/food-groups';

// Dollars beside integer cents: screens show the dollars, sums use the cents.
const money = { price: z.number(), priceCents: z.number().int() };

/** One choosable option of a food group; `assortment` is its "choose for me" proportion. */
export const menuOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A path on the service's origin, e.g. /images/menu/chicken.webp. */
  imageUrl: z.string(),
  isVegan: z.boolean(),
  /** Vegan implies vegetarian and dairy-free (BLD-DIET-1). */
  isVegetarian: z.boolean(),
  isDairyFree: z.boolean(),
  foodGroup: z.enum(FOOD_GROUP_KEYS),
  assortment: z.number(),
  /** Only meaningful for items priced from their sub-items. */
  ...money,
});

const namedList = z.array(z.object({ name: z.string() }));

/** A catering menu item (ORD-MENU-1), with its options per food group. */
export const menuItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  displayName: z.string(),
  tagline: z.string(),
  /** May hold "{n}" for the headcount, e.g. "{n} Burritos by the Box". */
  formatDisplayName: z.string(),
  /** May hold "{n}" for the people served, e.g. "Serves {n}". */
  formatServesText: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  /** PERSON, BURRITO or ORDER: what `price` is per. */
  priceUnit: z.string(),
  ...money,
  minPrice: z.number(),
  minPriceCents: z.number().int(),
  maxPrice: z.number(),
  maxPriceCents: z.number().int(),
  config: z.object({
    baseCount: z.number().int(),
    proteinCount: z.number().int(),
    toppingCount: z.number().int(),
    premiumToppingCount: z.number().int(),
    salsaCount: z.number().int(),
    tortillaCount: z.number().int(),
    fillings: namedList,
    sides: namedList,
    salsas: namedList,
  }),
  /** The headcount rule (min, max, increment) and how many people one unit serves. */
  itemConfig: z.object({
    min: z.number().int(),
    max: z.number().int(),
    increment: z.number().int(),
    serves: z.number(),
  }),
  isAmountFromSubItems: z.boolean(),
  allItems: z.array(menuOptionSchema),
  bases: z.array(menuOptionSchema),
  proteins: z.array(menuOptionSchema),
  toppings: z.array(menuOptionSchema),
  premiumToppings: z.array(menuOptionSchema),
  salsas: z.array(menuOptionSchema),
  tortillas: z.array(menuOptionSchema),
});

/** GET /menu/tiered[/{restaurantNumber}], /menu/geocode: a menu at one price tier. */
export const menuSchema = z.object({
  /** Null for the generic menu (lowest tier, price ranges over all tiers). */
  restaurantNumber: z.number().int().nullable(),
  priceTier: z.number().int(),
  menuItems: z.array(menuItemSchema),
});

/** GET /enum/eventtypes. */
export const eventTypesSchema = z.array(z.object({ code: z.string(), displayName: z.string() }));

export type MenuOption = z.infer<typeof menuOptionSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type EventType = z.infer<typeof eventTypesSchema>[number];
