import type { TimesBody, TimesResult } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export type { TimeSlot } from '@catering/domain';

/** POST /capacity: the 15-minute slots of the restaurants on a local date. */
export function getTimes(query: TimesBody, signal?: AbortSignal) {
  return apiJson<TimesResult>('/capacity', { method: 'POST', body: query, signal });
}

/** Times change as others order: always fetched fresh. */
export function timesQueryOptions(query: TimesBody) {
  return queryOptions({
    queryKey: ['capacity', query],
    queryFn: ({ signal }) => getTimes(query, signal),
    staleTime: 0,
  });
}
