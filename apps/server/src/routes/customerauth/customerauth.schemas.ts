import { z } from 'zod';

export const getStartedQuerySchema = z.object({
  includeCustomerInfo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
