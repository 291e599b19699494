import { z } from 'zod';
import { addressPlaceSchema } from './restaurant.wire';
import { plainTextSchema } from './text-rules';

// Every field is optional here so that a missing one gets ORD-DLV-2's own message, not a generic 400.
/** PUT /delivery/quote: a fee quote for an address, a time and the restaurants that may deliver. */
export const deliveryQuoteBodySchema = z.object({
  deliveryAddress: addressPlaceSchema
    .extend({ instructions: plainTextSchema(250).optional() })
    .nullish()
    .transform((value) => value ?? undefined),
  deliveryTime: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? undefined),
  restaurantNumbers: z
    .array(z.number().int().positive())
    .max(20)
    .nullish()
    .transform((value) => value ?? undefined),
});

/** The answer of PUT /delivery/quote. */
export const deliveryQuoteSchema = z.object({
  quoteId: z.string(),
  restaurantNumber: z.number().int(),
  deliveryTime: z.string().describe('Restaurant-local ISO 8601 with offset'),
  deliveryTimeUtc: z.string(),
  distance: z.number().int().describe('Metres from the restaurant'),
  fee: z.number().describe('Dollars'),
  feeCents: z.number().int(),
  expiresAt: z.string(),
});

export type DeliveryQuoteBody = z.input<typeof deliveryQuoteBodySchema>;
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
