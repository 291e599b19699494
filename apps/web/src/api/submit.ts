import type { Order, SubmitOrderBody } from '@catering/domain';
import { apiJson } from './http';

/**
 * PUT /order/{id}/submit: pays and places the order. The Idempotency-Key makes a retry of the
 * same attempt (after a network failure) answer the first result instead of paying twice.
 */
export function submitOrder(
  orderId: string,
  body: SubmitOrderBody,
  idempotencyKey: string,
): Promise<Order> {
  return apiJson<Order>(`/order/${encodeURIComponent(orderId)}/submit`, {
    method: 'PUT',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
