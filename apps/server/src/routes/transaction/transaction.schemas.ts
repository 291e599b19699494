import { z } from 'zod';

export const providerQuerySchema = z.object({
  restaurantNumber: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'restaurantNumber must be a positive integer')
    .transform(Number),
});

export const clientTokenGrantSchema = z.object({
  paymentProviderId: z.string(),
  clientToken: z.string(),
  cardEntryUrl: z.string(),
  expiresAt: z.iso.datetime(),
});

export const tokenizeParamsSchema = z.object({
  providerId: z.string().min(1).max(16),
  clientToken: z.string().min(1).max(128),
});

// accessToken is part of the spec's call; the sandbox has no use for it.
export const tokenizeQuerySchema = z.object({ accessToken: z.string().max(2048).optional() });

/** SPEC.md section 3, Wallet card. */
export const walletCardSchema = z.object({
  tokenId: z.string(),
  isGiftCard: z.boolean(),
  tokenizedAccountNumber: z.string(),
  expiration: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
  cardHolderName: z.string(),
  paymentMethod: z.string(),
  paymentProviderId: z.string(),
  billingZip: z.string(),
});
