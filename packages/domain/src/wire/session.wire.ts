import { z } from 'zod';

/** The signed-in customer's details; null fields were never given. */
export const sessionCustomerSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  country: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/** GET /customerauth/getstarted: the session, created on the first call. */
export const userSessionSchema = z.object({
  isGuest: z.boolean(),
  isLoggedIn: z.boolean(),
  customerIdHash: z.string(),
  cateringEditOrderId: z.string().nullable(),
  /** Only with includeCustomerInfo=true, and only for a full user. */
  customer: sessionCustomerSchema.nullable().optional(),
});

export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;
export type UserSession = z.infer<typeof userSessionSchema>;
