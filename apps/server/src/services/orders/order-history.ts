import {
  centsToDollars,
  ORDER_STATUSES,
  type Order,
  type UserHistory,
  type UserHistoryEntry,
} from '@catering/domain';
import { ordersRepository } from '../../db/repositories/orders.repository';
import { readOrderDto, type Actor, type OrderDeps } from './order-context';
import { fullUserRequired, orderNotChangeable, orderNotFound } from './order-errors';

function requireFullUser(actor: Actor): void {
  if (actor.isGuest) throw fullUserRequired();
}

/** GET /order/userhistory: full users only; Submitted orders whose time has passed are Closed first. */
export async function userHistory(deps: OrderDeps, actor: Actor): Promise<UserHistory> {
  requireFullUser(actor);
  const orders = ordersRepository(deps.db);
  await orders.closeFulfilled(actor.customerId, deps.now());
  const rows = await orders.listPlaced(actor.customerId);
  const entries = rows.map((row): UserHistoryEntry & { status: string } => ({
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    name: row.favorite_name,
    storeName: row.store_name,
    orderType: row.order_type,
    scheduledAt: new Date(row.scheduled_at).toISOString(),
    total: centsToDollars(row.total_cents),
    itemCount: Number(row.item_count ?? 0),
    favoriteName: row.favorite_name,
  }));
  const withStatus = (status: string) => entries.filter((entry) => entry.status === status);
  return {
    activeOrders: withStatus(ORDER_STATUSES.submitted),
    cancelledOrders: withStatus(ORDER_STATUSES.cancelled),
    completedOrders: withStatus(ORDER_STATUSES.closed),
    favoriteOrders: entries.filter((entry) => entry.favoriteName !== null),
  };
}

/** PUT and DELETE /order/{id}/favorite: full users, their own placed orders. */
export async function setFavorite(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  favoriteName: string | null,
): Promise<Order> {
  requireFullUser(actor);
  const orders = ordersRepository(deps.db);
  const order = await orders.findOwned(orderId, actor.customerId);
  if (!order) throw orderNotFound();
  if (order.status !== ORDER_STATUSES.submitted && order.status !== ORDER_STATUSES.closed)
    throw orderNotChangeable('Only a placed order can be a favorite.');
  await orders.update(order.id, { favorite_name: favoriteName, updated_at: deps.now() });
  return readOrderDto(deps.db, { ...order, favorite_name: favoriteName }, actor.isGuest);
}
