import { DELIVERY_MAX_SUBTOTAL_CENTS } from '../constants';
import { MESSAGES } from '../errors/messages';
import type { OrderType } from '../orders/order-values';

/** The bag's delivery-limit warning. */
export const DELIVERY_LIMIT_WARNING = {
  header: MESSAGES.deliveryLimit,
  text: MESSAGES.deliveryLimitSubText,
} as const;

/** True for a delivery order whose subtotal after promotion is above $1350. */
export function exceedsDeliveryLimit(
  orderType: OrderType,
  subtotalAfterPromotionCents: number,
): boolean {
  return orderType === 'delivery' && subtotalAfterPromotionCents > DELIVERY_MAX_SUBTOTAL_CENTS;
}

/** The delivery-limit warning when the order exceeds the limit, else undefined. */
export function deliveryLimitWarning(
  orderType: OrderType,
  subtotalAfterPromotionCents: number,
): typeof DELIVERY_LIMIT_WARNING | undefined {
  return exceedsDeliveryLimit(orderType, subtotalAfterPromotionCents)
    ? DELIVERY_LIMIT_WARNING
    : undefined;
}
