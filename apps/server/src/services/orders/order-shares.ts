import { randomBytes } from 'node:crypto';
import {
  centsToDollars,
  costPerPersonCents,
  ERROR_CODES,
  orderHeadcount,
  orderItemLine,
  ORDER_STATUSES,
  type OrderShareLink,
  type SharedOrder,
} from '@catering/domain';
import { orderSharesRepository } from '../../db/repositories/order-shares.repository';
import { ordersRepository, type OrderRow } from '../../db/repositories/orders.repository';
import { AppError } from '../../http/app-error';
import { hashToken } from '../sessions.service';
import { formatLocalIso } from '../time/local-time';
import { readOrderDto, type Actor, type OrderDeps } from './order-context';
import { findOwnedOrder } from './order-reads';

/** A share link works until a day after the order's pickup or delivery time (decision 202). */
export const SHARE_AFTER_EVENT_MS = 86_400_000;

const shareExpiresAt = (order: Pick<OrderRow, 'scheduled_at'>) =>
  order.scheduled_at + SHARE_AFTER_EVENT_MS;

function notShareable(): AppError {
  return new AppError(
    409,
    ERROR_CODES.orderNotEditable,
    'Only a placed order that has not happened yet can be shared.',
  );
}

/** A link that is unknown, revoked or expired reads the same: nothing to see. */
function shareNotFound(): AppError {
  return new AppError(
    404,
    ERROR_CODES.orderNotFound,
    'This order link has expired or was turned off. Ask whoever sent it for a new one.',
  );
}

/** POST /order/{id}/share: a new unguessable link to an owned, placed, upcoming order. */
export async function createShare(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<OrderShareLink> {
  const order = await findOwnedOrder(deps, actor, orderId);
  const now = deps.now();
  if (order.status !== ORDER_STATUSES.submitted || shareExpiresAt(order) <= now)
    throw notShareable();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = shareExpiresAt(order);
  await orderSharesRepository(deps.db).insert({
    token_hash: hashToken(token),
    order_id: order.id,
    created_at: now,
    expires_at: expiresAt,
    revoked_at: null,
  });
  return { token, path: `/shared/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** DELETE /order/{id}/share: every link of an owned order stops working. */
export async function revokeShares(deps: OrderDeps, actor: Actor, orderId: string) {
  const order = await findOwnedOrder(deps, actor, orderId);
  return { revoked: await orderSharesRepository(deps.db).revokeAll(order.id, deps.now()) };
}

/** GET /shared-order/{token}: the read-only view, without who ordered or how they paid. */
export async function readShared(deps: OrderDeps, token: string): Promise<SharedOrder> {
  const share = await orderSharesRepository(deps.db).findUnrevoked(hashToken(token));
  const order = share ? await ordersRepository(deps.db).findById(share.order_id) : undefined;
  const now = deps.now();
  const placed =
    order?.status === ORDER_STATUSES.submitted ||
    order?.status === ORDER_STATUSES.closed ||
    order?.status === ORDER_STATUSES.cancelled;
  if (!order || !placed || shareExpiresAt(order) <= now) throw shareNotFound();
  const dto = await readOrderDto(deps.db, order, false);
  const detail = dto.orderDetail;
  const perPerson = costPerPersonCents(dto);
  const address = detail.deliveryInfo?.deliveryAddress;
  return {
    orderNumber: dto.orderNumber,
    cancelled: order.status === ORDER_STATUSES.cancelled,
    orderType: detail.orderType,
    eventType: detail.eventType,
    restaurant: {
      name: detail.store.name,
      timezoneId: detail.store.timezoneId,
      phoneNumber: detail.store.phoneNumber ?? null,
    },
    scheduledAt: formatLocalIso(order.scheduled_at, detail.store.timezoneId),
    deliveryAddress: address
      ? {
          address1: address.address1,
          address2: address.address2 || null,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
        }
      : null,
    items: detail.orderItems.map((item) => ({
      title: orderItemLine(item).title,
      servesText: item.servesText,
      quantity: item.quantity,
      choices: item.subItems.map((sub) => sub.name),
      ...(item.dietSplit ? { dietSplit: item.dietSplit } : {}),
    })),
    headcount: orderHeadcount(dto),
    total: detail.total,
    costPerPerson: perPerson === null ? null : centsToDollars(perPerson),
    expiresAt: new Date(shareExpiresAt(order)).toISOString(),
  };
}
