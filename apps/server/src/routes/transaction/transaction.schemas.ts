import { z } from 'zod';

export const providerQuerySchema = z.object({
  restaurantNumber: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'restaurantNumber must be a positive integer')
    .transform(Number),
});

export const tokenizeParamsSchema = z.object({
  providerId: z.string().min(1).max(16),
  clientToken: z.string().min(1).max(128),
});

// accessToken is part of the tokenize call (API-PAY-1); the sandbox has no use for it.
export const tokenizeQuerySchema = z.object({ accessToken: z.string().max(2048).optional() });
