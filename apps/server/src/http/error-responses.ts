import { z } from 'zod';

export const errorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  validationErrors: z
    .array(z.object({ errorCode: z.string(), field: z.string().optional(), message: z.string() }))
    .optional(),
});

/** Response schemas of the error statuses a route can answer, for OpenAPI. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries([400, ...statuses].map((status) => [status, errorBodySchema]));
}
