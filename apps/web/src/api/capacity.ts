import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export interface TimeSlot {
  intervalStartTime: string;
  intervalStartTimeUtc: string;
  isIntervalAvailable: boolean;
  restaurantNumbers: number[];
}

export interface TimesQuery {
  restaurantNumbers: number[];
  /** Restaurant-local YYYY-MM-DD. */
  date: string;
  orderType: 'pickup' | 'delivery';
  headcount?: number;
}

export interface TimesResult {
  date: string;
  timezone: { timezoneId: string };
  timeSlots: TimeSlot[];
}

/** POST /capacity: the 15-minute slots of the restaurants on a local date. */
export function getTimes(query: TimesQuery, signal?: AbortSignal) {
  return apiJson<TimesResult>('/capacity', { method: 'POST', body: query, signal });
}

/** Times change as others order: always fetched fresh. */
export function timesQueryOptions(query: TimesQuery) {
  return queryOptions({
    queryKey: ['capacity', query],
    queryFn: ({ signal }) => getTimes(query, signal),
    staleTime: 0,
  });
}
