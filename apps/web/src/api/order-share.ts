import type { OrderShareLink, SharedOrder } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

/** POST /order/{id}/share: a new read-only link to a placed order. */
export function createShareLink(orderId: string): Promise<OrderShareLink> {
  return apiJson<OrderShareLink>(`/order/${encodeURIComponent(orderId)}/share`, {
    method: 'POST',
  });
}

/** DELETE /order/{id}/share: every link of the order stops working. */
export function turnOffSharing(orderId: string): Promise<{ revoked: number }> {
  return apiJson<{ revoked: number }>(`/order/${encodeURIComponent(orderId)}/share`, {
    method: 'DELETE',
  });
}

/** GET /shared-order/{token}: the order a link shows (404 when expired or turned off). */
export function sharedOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['shared-order', token],
    queryFn: ({ signal }) =>
      apiJson<SharedOrder>(`/shared-order/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}
