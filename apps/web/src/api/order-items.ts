import type {
  AddOrderItemBody,
  addPopularBuildBodySchema,
  Order,
  UpdateOrderItemBody,
} from '@catering/domain';
import type { z } from 'zod';
import { apiJson } from './http';

type AddPopularBuildBody = z.infer<typeof addPopularBuildBodySchema>;

// Bodies carry choices only (menu ids and quantities); the service prices them (decision 004).

function orderPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}`;
}

/** POST /order/{id}/item: adds a built item; resolves with the updated order. */
export function addOrderItem(orderId: string, body: AddOrderItemBody): Promise<Order> {
  return apiJson<Order>(`${orderPath(orderId)}/item`, { method: 'POST', body });
}

/** PUT /order/{id}/item: replaces an item's choices; resolves with the updated order. */
export function updateOrderItem(orderId: string, body: UpdateOrderItemBody): Promise<Order> {
  return apiJson<Order>(`${orderPath(orderId)}/item`, { method: 'PUT', body });
}

/** DELETE /order/{id}/item/{itemId}: removes an item; resolves with the updated order. */
export function removeOrderItem(orderId: string, orderItemId: string): Promise<Order> {
  return apiJson<Order>(`${orderPath(orderId)}/item/${encodeURIComponent(orderItemId)}`, {
    method: 'DELETE',
  });
}

/** POST /order/{id}/popularbuilds/{popularBuildId}: adds a curated build for `headcount` people. */
export function addPopularBuild(
  orderId: string,
  popularBuildId: string,
  headcount: number,
): Promise<Order> {
  const body: AddPopularBuildBody = { headcount };
  return apiJson<Order>(
    `${orderPath(orderId)}/popularbuilds/${encodeURIComponent(popularBuildId)}`,
    { method: 'POST', body },
  );
}
