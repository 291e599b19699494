import { z } from 'zod';

/** GET /transaction/provider: a single-use client token and the provider's card-entry page. */
export const cardEntryGrantSchema = z.object({
  paymentProviderId: z.string(),
  clientToken: z.string(),
  /** Same-origin path of the provider's card form, shown in an iframe. */
  cardEntryUrl: z.string(),
  expiresAt: z.iso.datetime(),
});

/** The wallet card (PAY-CARD-3), as tokenize answers it: never the card number. */
export const walletCardSchema = z.object({
  tokenId: z.string(),
  isGiftCard: z.boolean(),
  tokenizedAccountNumber: z.string(),
  /** MM/YY */
  expiration: z.string(),
  expirationMonth: z.number().int(),
  /** Four digits. */
  expirationYear: z.number().int(),
  cardHolderName: z.string(),
  paymentMethod: z.string(),
  paymentProviderId: z.string(),
  billingZip: z.string(),
});

export type CardEntryGrant = z.infer<typeof cardEntryGrantSchema>;
export type WalletCardWire = z.infer<typeof walletCardSchema>;
