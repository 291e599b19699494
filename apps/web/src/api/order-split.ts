import type { SplitOrderAnswer } from '@catering/domain';
import { apiJson } from './http';

/**
 * PUT /order/{id}/split: the named items make a second delivery at the same restaurant, address
 * and time; no items joins the two back into one order.
 */
export function splitOrder(orderId: string, items: readonly string[]): Promise<SplitOrderAnswer> {
  return apiJson<SplitOrderAnswer>(`/order/${encodeURIComponent(orderId)}/split`, {
    method: 'PUT',
    body: { items },
  });
}
