import { z } from 'zod';

const selectionSchema = z.object({ id: z.string(), name: z.string(), quantity: z.number().int() });

/** A curated build: menu items with their chosen options, priced by the service. */
export const popularBuildSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  name: z.string(),
  description: z.string(),
  menuItems: z.array(
    z.object({
      menuItemId: z.string(),
      name: z.string(),
      headcount: z.number().int(),
      /** The chosen options per food group. */
      selections: z.record(z.string(), z.array(selectionSchema)),
      price: z.number(),
      priceCents: z.number().int(),
    }),
  ),
  /** Dollars, computed by the service from the menu. */
  price: z.number(),
  priceCents: z.number().int(),
  isAvailable: z.boolean(),
});

/** GET /popularbuild. */
export const popularBuildsSchema = z.array(popularBuildSchema);

export type PopularBuild = z.infer<typeof popularBuildSchema>;
