import { restaurantEmbedNamed, RESTAURANT_EMBEDS } from '@catering/domain';
import { z } from 'zod';

/** The embeds a search asked for, in their canonical case; all of them when it named none. */
export function normalizeEmbeds(embeds: readonly string[] | undefined) {
  return new Set(
    embeds ? embeds.map(restaurantEmbedNamed).filter((e) => e !== undefined) : RESTAURANT_EMBEDS,
  );
}

export const restaurantNumberParamsSchema = z.object({
  restaurantNumber: z.coerce.number().int().positive(),
});
