import type { Order } from '@catering/domain';
import { apiJson } from './http';

// Type-only domain imports: the bag drawer loads this module, and zod must not come with it.

function promotionsPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}/promotions`;
}

/** POST /order/{id}/promotions/{code}: applies a promotion code; resolves with the updated order. */
export function applyPromotion(orderId: string, code: string): Promise<Order> {
  return apiJson<Order>(`${promotionsPath(orderId)}/${encodeURIComponent(code)}`, {
    method: 'POST',
  });
}

/** DELETE /order/{id}/promotions/{code}: removes the promotion; resolves with the updated order. */
export function removePromotion(orderId: string, code: string): Promise<Order> {
  return apiJson<Order>(`${promotionsPath(orderId)}/${encodeURIComponent(code)}`, {
    method: 'DELETE',
  });
}

/**
 * GET /order/{id}/promotions/validate: re-checks every promotion on the order; resolves with the
 * order, whose promotion carries an exceptionCode when it no longer applies.
 */
export function validatePromotions(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiJson<Order>(`${promotionsPath(orderId)}/validate`, { signal });
}
