import type { InfoNotice } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import { apiJson } from './http';

/** GET /api/notices/{n}?channel=Catering: a second service, on the same origin by default. */
export function getNotices(restaurantNumber: number, signal?: AbortSignal): Promise<InfoNotice[]> {
  return apiJson<InfoNotice[]>(`/${restaurantNumber}`, {
    base: config.noticesBase,
    query: { channel: 'Catering' },
    signal,
  });
}

export function noticesQueryOptions(restaurantNumber: number) {
  return queryOptions({
    queryKey: ['notices', restaurantNumber],
    queryFn: ({ signal }) => getNotices(restaurantNumber, signal),
    staleTime: 5 * 60_000,
  });
}
