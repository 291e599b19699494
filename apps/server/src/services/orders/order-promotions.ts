import { ERROR_CODES, type Order } from '@catering/domain';
import { changeOpenOrder, readOrderDto, type Actor, type OrderDeps } from './order-context';
import { promotionAlreadyApplied, promotionError, promotionNotOnOrder } from './order-errors';
import { findOwnedOrder } from './order-reads';
import { promotionState } from './order-settlement';
import { findPromotion, normalizePromoCode } from './promotions';

/** POST /order/{id}/promotions/{code}: one promotion per order; a code that does not apply is refused with its reason. */
export function applyPromotion(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  rawCode: string,
): Promise<Order> {
  const code = normalizePromoCode(rawCode);
  return changeOpenOrder(deps, actor, orderId, async ({ trx, order, items, restaurant, now }) => {
    if (order.promotion_code && order.promotion_code !== code) throw promotionAlreadyApplied();
    const promotion = await findPromotion(trx, code);
    if (!promotion) throw promotionError(ERROR_CODES.promoInvalid);
    const withCode = { ...order, promotion_code: promotion.code, promotion_name: promotion.name };
    const state = await promotionState(trx, withCode, items, restaurant, now);
    if (state.exception) throw promotionError(state.exception);
    return { order: withCode };
  });
}

/** DELETE /order/{id}/promotions/{code}. */
export function removePromotion(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  rawCode: string,
): Promise<Order> {
  const code = normalizePromoCode(rawCode);
  return changeOpenOrder(deps, actor, orderId, async ({ order }) => {
    if (order.promotion_code !== code) throw promotionNotOnOrder();
    return {
      order: {
        ...order,
        promotion_code: null,
        promotion_name: null,
        promotion_exception_code: null,
      },
    };
  });
}

/**
 * GET /order/{id}/promotions/validate: re-checks the promotion of an open order (the exception
 * code and deduction are stored); a placed order is answered as it was placed.
 */
export async function validatePromotions(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<Order> {
  const order = await findOwnedOrder(deps, actor, orderId);
  if (order.status !== 'Open') return readOrderDto(deps.db, order, actor.isGuest);
  return changeOpenOrder(deps, actor, orderId, async () => undefined);
}
