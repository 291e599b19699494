import { z } from 'zod';

// Kept apart from diet/diet-split.ts: the builders read and check diet splits without loading
// zod (the package is side-effect free, so unused modules drop out of a screen's chunk).

const count = z.number().int().min(0).max(1000);
/** A diet split as it travels with an order item. */
export const dietSplitSchema = z.object({ vegetarian: count, vegan: count, dairyFree: count });
