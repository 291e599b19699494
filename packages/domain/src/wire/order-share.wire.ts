import { z } from 'zod';
import { dietSplitSchema } from './diet-split.wire';
import { ORDER_TYPES } from '../orders/order-values';
import { dollarsSchema } from './money.wire';

/** POST /order/{id}/share: a new read-only link to a placed order. */
export const orderShareLinkSchema = z.object({
  token: z.string().describe('Unguessable; the page is /shared/{token}'),
  path: z.string(),
  expiresAt: z.string().describe('ISO 8601 UTC: a day after the pickup or delivery time'),
});

export const sharedOrderTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'A share token')
    .describe('The token of a share link'),
});

/**
 * GET /shared-order/{token}: what a placed order brings, when and where, what it feeds and what it
 * costs per person, for the team it was shared with. Never the customer's name, email, phone or
 * payment details.
 */
export const sharedOrderSchema = z.object({
  orderNumber: z.string().nullable(),
  cancelled: z.boolean(),
  orderType: z.enum(ORDER_TYPES),
  eventType: z.string(),
  restaurant: z.object({
    name: z.string(),
    timezoneId: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  /** Restaurant-local ISO 8601 with offset: the pickup time or the start of the delivery window. */
  scheduledAt: z.string(),
  deliveryAddress: z
    .object({
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    })
    .nullable(),
  items: z.array(
    z.object({
      title: z.string().describe('"20X Build Your Own - Two Proteins", as the receipt names it'),
      servesText: z.string(),
      quantity: z.number().int(),
      choices: z.array(z.string()).describe('The names of the chosen options'),
      dietSplit: dietSplitSchema
        .optional()
        .describe('Whom the item was planned for, if anyone said'),
    }),
  ),
  headcount: z.number().int().describe('People the entrées feed (sides do not count)'),
  total: dollarsSchema,
  costPerPerson: dollarsSchema.nullable().describe('Total divided by the headcount; null for 0'),
  expiresAt: z.string(),
});

export type OrderShareLink = z.infer<typeof orderShareLinkSchema>;
export type SharedOrder = z.infer<typeof sharedOrderSchema>;
