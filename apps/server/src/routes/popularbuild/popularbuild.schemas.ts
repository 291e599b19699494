import { z } from 'zod';

export const popularBuildQuerySchema = z.object({
  restaurantNumber: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("Prices at this restaurant's tier; lowest tier otherwise"),
});
