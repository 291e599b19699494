import {
  ERROR_CODES,
  canReorder,
  ORDER_STATUSES,
  dietSplitFits,
  type AddOrderItemBody,
  type Order,
  type OrderStatus,
  type UpdateOrderItemBody,
} from '@catering/domain';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import { ordersRepository } from '../../db/repositories/orders.repository';
import { AppError } from '../../http/app-error';
import { cachedMenu, changeOpenOrder, type Actor, type OrderDeps } from './order-context';
import { intakeInvalid, itemInvalid, orderNotChangeable, orderNotFound } from './order-errors';
import { choiceOf, nextPosition, priceOrThrow, toItemRow } from './order-item-rows';

/** The split as stored, or refused (422) when its diets outnumber the item's quantity (BLD-DIET-7). */
function dietSplitJson(body: AddOrderItemBody): string | null {
  if (!body.dietSplit) return null;
  const { vegetarian, vegan, dairyFree } = body.dietSplit;
  if (!dietSplitFits(body.dietSplit, body.quantity)) {
    const message = 'The diets of the split add up to more than the quantity.';
    throw itemInvalid([{ field: 'dietSplit', message }]);
  }
  return JSON.stringify({ vegetarian, vegan, dairyFree });
}

function itemNotFound(): AppError {
  return new AppError(404, ERROR_CODES.notFound, 'This item is not in the bag.');
}

/** POST /order/{id}/item: priced by the server from the restaurant's menu. */
export async function addItem(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  body: AddOrderItemBody,
): Promise<Order> {
  const index = await cachedMenu(deps);
  return changeOpenOrder(deps, actor, orderId, async ({ trx, order, items, restaurant, now }) => {
    const dietSplit = dietSplitJson(body);
    const priced = priceOrThrow(index, restaurant.price_tier, body);
    const row = toItemRow(priced, {
      orderId: order.id,
      position: nextPosition(items),
      now,
      dietSplitJson: dietSplit,
    });
    await orderItemsRepository(trx).insert([row]);
    return { items: [...items, row] };
  });
}

/** PUT /order/{id}/item: new choices for an item; a changed popular build becomes the customer's own. */
export async function updateItem(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  body: UpdateOrderItemBody,
): Promise<Order> {
  const index = await cachedMenu(deps);
  return changeOpenOrder(deps, actor, orderId, async ({ trx, items, restaurant, now }) => {
    const existing = items.find((item) => item.id === body.orderItemId);
    if (!existing) throw itemNotFound();
    const dietSplit = dietSplitJson(body);
    const priced = priceOrThrow(index, restaurant.price_tier, body);
    const row = toItemRow(priced, {
      orderId: existing.order_id,
      position: existing.position,
      now,
      id: existing.id,
      createdAt: existing.created_at,
      dietSplitJson: dietSplit,
    });
    await orderItemsRepository(trx).replace(row);
    return { items: items.map((item) => (item.id === row.id ? row : item)) };
  });
}

/** DELETE /order/{id}/item/{itemId}. */
export async function removeItem(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  itemId: string,
): Promise<Order> {
  return changeOpenOrder(deps, actor, orderId, async ({ trx, order, items }) => {
    if (!(await orderItemsRepository(trx).remove(order.id, itemId))) throw itemNotFound();
    return { items: items.filter((item) => item.id !== itemId) };
  });
}

/**
 * POST /order/{orderId}/reorder/{reorderId}: the items of a Closed order of the same customer,
 * priced from today's menu at this order's restaurant; refused unless every one is still offered.
 */
export async function reorder(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  reorderId: string,
): Promise<Order> {
  const now = deps.now();
  const orders = ordersRepository(deps.db);
  await orders.closeFulfilled(actor.customerId, now);
  const source = await orders.findOwned(reorderId, actor.customerId);
  if (!source) throw orderNotFound();
  const sourceItems = await orderItemsRepository(deps.db).ofOrder(source.id);
  const index = await cachedMenu(deps);
  return changeOpenOrder(deps, actor, orderId, async ({ trx, order, items, restaurant }) => {
    if (source.status !== ORDER_STATUSES.closed)
      throw orderNotChangeable('Only a completed order can be ordered again.');
    const priceOf = (id: string) =>
      index.itemsById.has(id) ? (index.unitPriceCents(id, restaurant.price_tier) ?? 0) : 0;
    const menuIds = sourceItems.map((item) => item.menu_item_id);
    if (
      !canReorder(
        source.status as OrderStatus,
        menuIds,
        new Map(menuIds.map((id) => [id, priceOf(id)])),
      )
    )
      throw intakeInvalid(['menuItem']);
    let position = nextPosition(items);
    const rows = sourceItems.map((item) =>
      toItemRow(priceOrThrow(index, restaurant.price_tier, choiceOf(item)), {
        orderId: order.id,
        position: position++,
        now,
      }),
    );
    await orderItemsRepository(trx).insert(rows);
    return { items: [...items, ...rows] };
  });
}
