import {
  calculateOrderTotals,
  type OrderTotals,
  type OrderType,
  type PromotionDiscount,
} from '@catering/domain';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import type { StoredSubItem } from './item-pricing';

/** Parts per million of the tip fraction: exact for any percentage with up to four decimals. */
export const TIP_PPM = 1_000_000;

export interface TotalsInput {
  items: readonly Pick<
    OrderItemRow,
    'quantity' | 'unit_price_cents' | 'is_amount_from_sub_items' | 'sub_items_json'
  >[];
  orderType: OrderType;
  /** The restaurant's rate in parts per million; the domain takes basis points (ppm / 100). */
  taxRatePpm: number;
  promotion?: PromotionDiscount;
  deliveryTipPpm: number;
  deliveryFeeCents: number;
}

/** The order's totals in cents, by the domain's calculateOrderTotals from the stored unit prices. */
export function computeOrderTotals(input: TotalsInput): OrderTotals {
  return calculateOrderTotals({
    items: input.items.map((item) => ({
      quantity: item.quantity,
      price: item.unit_price_cents,
      isAmountFromSubItems: item.is_amount_from_sub_items === 1,
      subItems: (JSON.parse(item.sub_items_json) as StoredSubItem[]).map((sub) => ({
        quantity: sub.quantity,
        price: sub.priceCents,
      })),
    })),
    orderType: input.orderType,
    taxRateBasisPoints: input.taxRatePpm / 100,
    ...(input.promotion ? { promotion: input.promotion } : {}),
    deliveryTipPercent: input.deliveryTipPpm / TIP_PPM,
    deliveryFeeCents: input.deliveryFeeCents,
  });
}

/** Headcount booked in a slot: the people or burritos of the entrées (sides priced from sub-items do not count). */
export function headcountOf(
  items: readonly Pick<OrderItemRow, 'quantity' | 'is_amount_from_sub_items'>[],
): number {
  return items.reduce(
    (sum, item) => sum + (item.is_amount_from_sub_items === 1 ? 0 : item.quantity),
    0,
  );
}
