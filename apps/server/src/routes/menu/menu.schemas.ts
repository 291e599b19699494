import { z } from 'zod';

export const restaurantNumberParamsSchema = z.object({
  restaurantNumber: z.coerce.number().int().positive(),
});

export const geocodeMenuQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** 304: the client's copy (If-None-Match) is current; no body. */
export const notModifiedSchema = z.null().describe('Not modified: the ETag matches');

const money = { price: z.number(), priceCents: z.number().int() };

export const menuOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  isVegan: z.boolean(),
  foodGroup: z.string(),
  assortment: z.number(),
  ...money,
});

const namedList = z.array(z.object({ name: z.string() }));

export const menuItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  displayName: z.string(),
  tagline: z.string(),
  formatDisplayName: z.string(),
  formatServesText: z.string(),
  description: z.string(),
  shortDescription: z.string(),
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

export const menuSchema = z.object({
  restaurantNumber: z.number().int().nullable(),
  priceTier: z.number().int(),
  menuItems: z.array(menuItemSchema),
});
