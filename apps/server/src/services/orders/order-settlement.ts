import type { Kysely } from 'kysely';
import { ERROR_CODES, type PromotionDiscount } from '@catering/domain';
import type { Database, RestaurantsTable } from '../../db/schema';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import {
  ordersRepository,
  type OrderSettlement,
  type OrderRow,
} from '../../db/repositories/orders.repository';
import { computeOrderTotals } from './order-totals';
import { discountOf, findPromotion, promotionExceptionFor, usedAlready } from './promotions';

export interface Settled {
  order: OrderRow;
  /** Why the promotion on the order does not apply, or null. */
  exception: string | null;
}

type TotalsBase = Parameters<typeof computeOrderTotals>[0];

const totalsBaseOf = (
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: RestaurantsTable,
): TotalsBase => ({
  items,
  orderType: order.order_type,
  taxRatePpm: restaurant.tax_rate_ppm,
  deliveryTipPpm: order.delivery_tip_ppm,
  deliveryFeeCents: order.delivery_fee_cents,
});

/** Whether the order's promotion applies now: its discount, or the code of why not. */
export async function promotionState(
  trx: Kysely<Database>,
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: RestaurantsTable,
  now: number,
) {
  if (!order.promotion_code) return { exception: null, discount: undefined, name: null };
  const promotion = await findPromotion(trx, order.promotion_code);
  if (!promotion)
    return { exception: ERROR_CODES.promoInvalid, discount: undefined, name: order.promotion_name };
  const others = [order.id, ...(order.edit_of_order_id ? [order.edit_of_order_id] : [])];
  const exception = promotionExceptionFor(promotion, {
    now,
    restaurantNumber: order.restaurant_number,
    bagTotalCents: computeOrderTotals(totalsBaseOf(order, items, restaurant)).bagTotal,
    menuItemIds: items.map((item) => item.menu_item_id),
    usedAlready:
      promotion.once_per_customer === 1 &&
      (await usedAlready(trx, promotion.code, order.customer_id, others)),
  });
  return {
    exception,
    discount: exception ? undefined : discountOf(promotion),
    name: promotion.name,
  };
}

/** Re-checks the order's promotion and recomputes every total; writes them to the order row. */
export async function settle(
  trx: Kysely<Database>,
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: RestaurantsTable,
  now: number,
): Promise<Settled> {
  const promotion = await promotionState(trx, order, items, restaurant, now);
  const discount: PromotionDiscount | undefined = promotion.discount;
  const totals = computeOrderTotals({
    ...totalsBaseOf(order, items, restaurant),
    ...(discount ? { promotion: discount } : {}),
  });
  const changes: OrderSettlement = {
    promotion_code: order.promotion_code,
    promotion_name: promotion.name,
    promotion_exception_code: promotion.exception,
    sub_total_cents: totals.bagTotal,
    promotion_deduction_cents: totals.promotionDeduction,
    tax_cents: totals.tax,
    delivery_tip_cents: totals.deliveryTip,
    total_cents: totals.total,
    updated_at: now,
  };
  await ordersRepository(trx).settle(order.id, changes);
  return { order: { ...order, ...changes }, exception: promotion.exception };
}
