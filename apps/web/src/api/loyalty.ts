import type { LoyaltyPoints } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

/** GET /loyalty/points: a full user's points balance (ACC-LOYALTY-1). */
export function getLoyaltyPoints(signal?: AbortSignal): Promise<LoyaltyPoints> {
  return apiJson<LoyaltyPoints>('/loyalty/points', { signal });
}

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  points: () => [...loyaltyKeys.all, 'points'] as const,
};

/** The rewards data of the main menu: loaded when a full user opens it. */
export function loyaltyPointsQueryOptions() {
  return queryOptions({
    queryKey: loyaltyKeys.points(),
    queryFn: ({ signal }) => getLoyaltyPoints(signal),
    staleTime: 60_000,
  });
}
