import type { OrderType } from '../orders/order-values';
import { calculateDeliveryTip } from './delivery-tip';
import { calculateBagTotal, type PricedItem } from './item-subtotal';
import {
  calculatePromotionDeduction,
  calculateSubtotalAfterPromotion,
  type PromotionDiscount,
} from './promotion-deduction';
import { calculateTax } from './tax';

/** Everything the order totals are computed from; money in cents, tax rate in basis points. */
export interface OrderTotalsInput {
  items: readonly PricedItem[];
  orderType: OrderType;
  taxRateBasisPoints: number;
  promotion?: PromotionDiscount;
  deliveryTipPercent?: number;
  deliveryFeeCents?: number;
}

/** The order's totals in cents. */
export interface OrderTotals {
  bagTotal: number;
  promotionDeduction: number;
  subtotalAfterPromotion: number;
  tax: number;
  deliveryTip: number;
  deliveryFee: number;
  total: number;
}

/** Computes bag total, deduction, subtotal, tax on it, tip and fee (delivery only) and the total, in cents. */
export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  const bagTotal = calculateBagTotal(input.items);
  const promotionDeduction = input.promotion
    ? calculatePromotionDeduction(bagTotal, input.promotion)
    : 0;
  const subtotalAfterPromotion = calculateSubtotalAfterPromotion(bagTotal, promotionDeduction);
  const tax = calculateTax(subtotalAfterPromotion, input.taxRateBasisPoints);
  const isDelivery = input.orderType === 'delivery';
  const deliveryTip = isDelivery
    ? calculateDeliveryTip(subtotalAfterPromotion, input.deliveryTipPercent)
    : 0;
  const deliveryFee = isDelivery ? (input.deliveryFeeCents ?? 0) : 0;
  const total = subtotalAfterPromotion + tax + deliveryTip + deliveryFee;
  return {
    bagTotal,
    promotionDeduction,
    subtotalAfterPromotion,
    tax,
    deliveryTip,
    deliveryFee,
    total,
  };
}
