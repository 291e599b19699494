import { z } from 'zod';

/** One failed field of a validation error. */
export const validationErrorSchema = z.object({
  errorCode: z.string(),
  field: z.string().optional(),
  message: z.string(),
});

/** Body of every error response: `{ errorCode, message, validationErrors? }`. */
export const apiErrorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  validationErrors: z.array(validationErrorSchema).optional(),
});

/** One failed field of a validation error. */
export type ValidationError = z.infer<typeof validationErrorSchema>;
/** Body of every error response. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
