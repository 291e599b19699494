import type { Order } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';
import { orderKeys } from './order';

// Apart from api/order.ts, which Home loads first: only the confirmation, the history and the
// band of an order being edited need these calls.

function orderPath(id: string): string {
  return `/order/${encodeURIComponent(id)}`;
}

/** GET /order/{id}/isChangeable: Submitted and more than 24 hours ahead (AFT-STATUS-3). */
export async function getIsChangeable(id: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiJson<{ isChangeable: boolean }>(`${orderPath(id)}/isChangeable`, {
    signal,
  });
  return answer.isChangeable;
}

/** PUT /order/{id}/markforupdate: starts editing a placed order; answers its edit draft. */
export function markForUpdate(id: string): Promise<Order> {
  return apiJson<Order>(`${orderPath(id)}/markforupdate`, { method: 'PUT' });
}

/** PUT /order/undoforupdate: drops the session's edit draft; answers the placed order as it was. */
export function undoForUpdate(): Promise<Order> {
  return apiJson<Order>('/order/undoforupdate', { method: 'PUT' });
}

/** DELETE /order/{id}: cancels the order; answers it cancelled. */
export function cancelOrder(id: string): Promise<Order> {
  return apiJson<Order>(orderPath(id), { method: 'DELETE' });
}

export const changeableKey = (id: string) => [...orderKeys.all, 'changeable', id] as const;

/** Whether a placed order can still be edited or cancelled; asked afresh each time. */
export function isChangeableQueryOptions(id: string) {
  return queryOptions({
    queryKey: changeableKey(id),
    queryFn: ({ signal }) => getIsChangeable(id, signal),
    staleTime: 0,
    retry: false,
  });
}
