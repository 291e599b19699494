import { z } from 'zod';

export const getStartedQuerySchema = z.object({
  includeCustomerInfo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const customerInfoSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  country: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

export const userSessionSchema = z.object({
  isGuest: z.boolean(),
  isLoggedIn: z.boolean(),
  customerIdHash: z.string(),
  cateringEditOrderId: z.string().nullable(),
  customer: customerInfoSchema.nullable().optional(),
});

export type UserSession = z.infer<typeof userSessionSchema>;
