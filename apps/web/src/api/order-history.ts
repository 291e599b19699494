import type { Order, UserHistory } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export type { UserHistory, UserHistoryEntry } from '@catering/domain';

function orderPath(id: string): string {
  return `/order/${encodeURIComponent(id)}`;
}

/** GET /order/userhistory: active, cancelled, completed and favourite orders (AFT-HISTORY-1). */
export function getUserHistory(signal?: AbortSignal): Promise<UserHistory> {
  return apiJson<UserHistory>('/order/userhistory', { signal });
}

/** PUT /order/{id}/favorite: names a placed order as a favourite (AFT-HISTORY-3). */
export function setFavorite(id: string, favoriteName: string): Promise<Order> {
  return apiJson<Order>(`${orderPath(id)}/favorite`, { method: 'PUT', body: { favoriteName } });
}

/** DELETE /order/{id}/favorite: removes the favourite name. */
export function removeFavorite(id: string): Promise<Order> {
  return apiJson<Order>(`${orderPath(id)}/favorite`, { method: 'DELETE' });
}

/** POST /order/{orderId}/reorder/{reorderId}: a completed order's items into the current order. */
export function reorder(orderId: string, reorderId: string): Promise<Order> {
  return apiJson<Order>(`${orderPath(orderId)}/reorder/${encodeURIComponent(reorderId)}`, {
    method: 'POST',
  });
}

export const historyKeys = {
  all: ['order', 'userhistory'] as const,
};

export function userHistoryQueryOptions() {
  return queryOptions({
    queryKey: historyKeys.all,
    queryFn: ({ signal }) => getUserHistory(signal),
    staleTime: 0,
  });
}
