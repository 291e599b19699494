import type { IntakeInput, Order, OrderValidation } from '@catering/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiJson } from './http';

// Type-only imports from the domain: this module is in the initial chunk and must not pull zod in.

/** True for the answers that mean "there is no current order". */
export function meansNoOrder(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 401);
}

/** GET /order/cart: the current order, or null when there is none (404 or 401). */
export async function getCart(signal?: AbortSignal): Promise<Order | null> {
  try {
    return await apiJson<Order>('/order/cart', { signal });
  } catch (error) {
    if (meansNoOrder(error)) return null;
    throw error;
  }
}

/** GET /order/{id}: a submitted or current order. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiJson<Order>(`/order/${encodeURIComponent(id)}`, { signal });
}

/** POST /order: creates the current order from the intake. */
export function createOrder(intake: IntakeInput): Promise<Order> {
  return apiJson<Order>('/order', { method: 'POST', body: intake });
}

/** PUT /order: changes the current order's intake (type, restaurant, date, time, event). */
export function updateOrder(intake: IntakeInput): Promise<Order> {
  return apiJson<Order>('/order', { method: 'PUT', body: intake });
}

/** GET /order/{id}/validate: whether restaurant, date and time still hold. */
export function validateOrder(id: string, signal?: AbortSignal): Promise<OrderValidation> {
  return apiJson<OrderValidation>(`/order/${encodeURIComponent(id)}/validate`, { signal });
}

export const orderKeys = {
  all: ['order'] as const,
  cart: () => [...orderKeys.all, 'cart'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  validities: () => [...orderKeys.all, 'validity'] as const,
  validity: (id: string) => [...orderKeys.validities(), id] as const,
};

/**
 * The cart as an order call answered it (a new intake, a switch to pickup, a split): stored as the
 * cart, and every order's validity asked again, since what changed may change it.
 */
export async function storeChangedCart(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(orderKeys.cart(), order);
  await queryClient.invalidateQueries({ queryKey: orderKeys.validities() });
}

/** The current order (null when there is none). */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    // Every route waits for it: a down service must not add retry delays to each navigation.
    retry: false,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

/** The validity of an order's intake; re-checked on every route change. */
export function orderValidityQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.validity(id),
    queryFn: ({ signal }) => validateOrder(id, signal),
    staleTime: 0,
  });
}

/** Number of items in the catering bag (the header badge). */
export function bagItemCount(order: Order | null | undefined): number {
  return order?.orderDetail?.orderItems?.length ?? 0;
}
