import { randomUUID } from 'node:crypto';
import { isWithinEditWindow, ORDER_STATUSES, type Order } from '@catering/domain';
import { orderItemsRepository } from '../../db/repositories/order-items.repository';
import { ordersRepository } from '../../db/repositories/orders.repository';
import { lockOwnedOrder, readOrderDto, type Actor, type OrderDeps } from './order-context';
import { editWindowClosed, orderNotChangeable, orderNotFound } from './order-errors';
import { setEditOrder } from './order-lifecycle';
import { unplacedOrderState } from './open-order-state';

/** PUT /order/{id}/markforupdate: an open draft copy to edit; the session edits that order from now on. */
export function markForUpdate(deps: OrderDeps, actor: Actor, orderId: string): Promise<Order> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const orders = ordersRepository(trx);
    const order = await lockOwnedOrder(trx, actor.customerId, orderId, now);
    if (order.status !== ORDER_STATUSES.submitted || order.split_partner_id)
      throw orderNotChangeable();
    if (!isWithinEditWindow(order.scheduled_at, now)) throw editWindowClosed();
    // The session edits one order at a time: the changes to another one it was editing go, so
    // that editing that order later starts from it as placed.
    if (actor.editOrderId && actor.editOrderId !== order.id) {
      const abandoned = await orders.findDraftOf(actor.editOrderId);
      if (abandoned) await orders.delete(abandoned.id);
    }
    let draft = await orders.findDraftOf(order.id);
    if (!draft) {
      draft = {
        ...order,
        ...unplacedOrderState(now),
        id: randomUUID(),
        edit_of_order_id: order.id,
      };
      await orders.insert(draft);
      const items = await orderItemsRepository(trx).ofOrder(order.id);
      await orderItemsRepository(trx).insert(
        items.map((item) => ({ ...item, id: randomUUID(), order_id: draft!.id })),
      );
    }
    await setEditOrder(trx, { tokenHash: actor.tokenHash }, order.id);
    return readOrderDto(trx, draft, actor.isGuest);
  });
}

/** PUT /order/undoforupdate: drops the session's edit draft; answers the order as it was. */
export function undoForUpdate(deps: OrderDeps, actor: Actor): Promise<Order> {
  return deps.db.transaction().execute(async (trx) => {
    if (!actor.editOrderId) throw orderNotFound();
    const orders = ordersRepository(trx);
    const original = await orders.findOwned(actor.editOrderId, actor.customerId);
    if (!original) throw orderNotFound();
    const draft = await orders.findDraftOf(original.id);
    if (draft) await orders.delete(draft.id);
    await setEditOrder(trx, { tokenHash: actor.tokenHash }, null);
    return readOrderDto(trx, original, actor.isGuest);
  });
}
