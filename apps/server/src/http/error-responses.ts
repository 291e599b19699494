import { apiErrorBodySchema } from '@catering/domain';

/** Response schemas of the error statuses a route can answer, for OpenAPI. */
export function errorResponses(...statuses: number[]): Record<number, typeof apiErrorBodySchema> {
  return Object.fromEntries([400, ...statuses].map((status) => [status, apiErrorBodySchema]));
}
