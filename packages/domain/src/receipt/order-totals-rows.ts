import { formatCurrency } from '../format/currency';
import { deliveryLimitWarning } from '../pricing/delivery-limit';
import { dollarsToCents } from '../wire/money';
import type { Order } from '../wire/order.wire';

export interface TotalsRow {
  key: 'bagTotal' | 'promotion' | 'subtotal' | 'tax' | 'deliveryFee' | 'deliveryTip' | 'total';
  label: string;
  cents: number;
  /** The formatted amount; the promotion deduction shows negative ("-$12.00"). */
  amount: string;
}

/** Subtotal after the promotion deduction, in cents (the bag total when there is no promotion). */
export function subtotalAfterPromotionCents(order: Order): number {
  const { promotion, subTotal } = order.orderDetail;
  return dollarsToCents(promotion ? promotion.subTotalAfterPromotion : subTotal);
}

/** The deduction of the order's promotion in cents, as the service computed it; 0 without one. */
export function promotionDeductionCents(order: Order): number {
  const promotion = order.orderDetail.promotion;
  return promotion ? dollarsToCents(promotion.deductionAmount) : 0;
}

function row(key: TotalsRow['key'], label: string, cents: number): TotalsRow {
  return { key, label, cents, amount: formatCurrency(cents) };
}

/** The bag's totals: BAG TOTAL (order subTotal), the promotion deduction shown negative, SUBTOTAL. */
export function bagTotalsRows(order: Order): TotalsRow[] {
  const rows = [row('bagTotal', 'BAG TOTAL', dollarsToCents(order.orderDetail.subTotal))];
  const deduction = promotionDeductionCents(order);
  const promotion = order.orderDetail.promotion;
  if (promotion && deduction > 0) {
    rows.push(row('promotion', `PROMO (${promotion.code})`, -deduction));
  }
  rows.push(row('subtotal', 'SUBTOTAL', subtotalAfterPromotionCents(order)));
  return rows;
}

/** Checkout and confirmation: the bag's rows, then tax, the delivery fee and tip, and the total. */
export function orderTotalsRows(order: Order): TotalsRow[] {
  const { taxTotal, total, deliveryInfo, isDelivery } = order.orderDetail;
  const rows = [...bagTotalsRows(order), row('tax', 'TAX', dollarsToCents(taxTotal))];
  if (isDelivery && deliveryInfo) {
    rows.push(row('deliveryFee', 'DELIVERY FEE', dollarsToCents(deliveryInfo.deliveryQuote.fee)));
    rows.push(row('deliveryTip', 'TIP', dollarsToCents(deliveryInfo.deliveryTip)));
  }
  rows.push(row('total', 'TOTAL', dollarsToCents(total)));
  return rows;
}

/** The delivery-limit warning when a delivery order's subtotal after promotion is above $1350. */
export function orderDeliveryLimitWarning(order: Order) {
  return deliveryLimitWarning(order.orderDetail.orderType, subtotalAfterPromotionCents(order));
}
