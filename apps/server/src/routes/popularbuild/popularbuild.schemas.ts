import { z } from 'zod';

export const popularBuildQuerySchema = z.object({
  restaurantNumber: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("Prices at this restaurant's tier; lowest tier otherwise"),
});

const selection = z.object({ id: z.string(), name: z.string(), quantity: z.number().int() });

export const popularBuildsSchema = z.array(
  z.object({
    id: z.string(),
    active: z.boolean(),
    name: z.string(),
    description: z.string(),
    menuItems: z.array(
      z.object({
        menuItemId: z.string(),
        name: z.string(),
        headcount: z.number().int(),
        selections: z.record(z.string(), z.array(selection)),
        price: z.number(),
        priceCents: z.number().int(),
      }),
    ),
    price: z.number(),
    priceCents: z.number().int(),
    isAvailable: z.boolean(),
  }),
);
