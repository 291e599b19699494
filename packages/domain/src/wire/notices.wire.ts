import { z } from 'zod';

/** GET /api/notices/{restaurantNumber}: a restaurant's info notices, as that service spells them. */
export const infoNoticesSchema = z.array(z.object({ Title: z.string(), Message: z.string() }));

export type InfoNotice = z.infer<typeof infoNoticesSchema>[number];
