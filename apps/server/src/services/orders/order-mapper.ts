import {
  centsToDollars,
  type DeliveryAddress,
  type DietSplit,
  type Order,
  type OrderItem,
  ORDER_STATUSES,
  PAYMENT_ITEM_STATUSES,
  type PaymentItem,
  splitCents,
} from '@catering/domain';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import type { OrderRow } from '../../db/repositories/orders.repository';
import type { StoredSubItem } from './item-pricing';
import { TIP_PPM } from './order-totals';

export interface StoreView {
  storeNumber: number;
  name: string;
  timezoneId: string;
  /** Ten digits, or null when the restaurant has none. */
  phoneNumber: string | null;
}

/** A payment item as stored on the order: masked, never a card number. */
export type StoredPaymentItem = Omit<PaymentItem, 'amount' | 'status'> & { amountCents: number };

/** A cancelled order's authorization was voided in the cancelling transaction (cancelOrder). */
function toPaymentItem({ amountCents, ...rest }: StoredPaymentItem, order: OrderRow): PaymentItem {
  const voided = order.status === ORDER_STATUSES.cancelled;
  return {
    ...rest,
    amount: centsToDollars(amountCents),
    status: voided ? PAYMENT_ITEM_STATUSES.voided : PAYMENT_ITEM_STATUSES.authorized,
  };
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/**
 * The order's deduction and tax on its items, in integer cents (decision 105): the deduction in
 * proportion to the item subtotals, the tax in proportion to what each item is taxed on, its
 * subtotal less its share of the deduction, as the order's tax is on the subtotal after promotion.
 */
function toItems(order: OrderRow, items: readonly OrderItemRow[]): OrderItem[] {
  const subTotals = items.map((item) => item.sub_total_cents);
  const deductions = splitCents(order.promotion_deduction_cents, subTotals);
  const taxes = splitCents(
    order.tax_cents,
    subTotals.map((s, i) => s - (deductions[i] ?? 0)),
  );
  return items.map((item, i) => {
    const deduction = deductions[i] ?? 0;
    const tax = taxes[i] ?? 0;
    return {
      orderItemId: item.id,
      menuId: item.menu_item_id,
      name: item.name,
      displayName: item.display_name,
      displaySubName: null,
      servesText: item.serves_text,
      quantity: item.quantity,
      price: centsToDollars(item.unit_price_cents),
      subTotal: centsToDollars(item.sub_total_cents),
      tax: centsToDollars(tax),
      total: centsToDollars(item.sub_total_cents - deduction + tax),
      createdTimestamp: new Date(item.created_at).toISOString(),
      isOrderAmountFromSubItems: item.is_amount_from_sub_items === 1,
      promotionDeduction: centsToDollars(deduction),
      popularBuildItemId: item.popular_build_id,
      popularBuildName: item.popular_build_name,
      ...(item.diet_split_json ? { dietSplit: JSON.parse(item.diet_split_json) as DietSplit } : {}),
      subItems: (JSON.parse(item.sub_items_json) as StoredSubItem[]).map((sub) => ({
        menuId: sub.menuId,
        name: sub.name,
        quantity: sub.quantity,
        price: centsToDollars(sub.priceCents),
        foodGroup: sub.foodGroup,
      })),
    };
  });
}

/** The order on the wire (orderSchema): dollars, ISO instants, the field names of ORD-ORDER-1. */
export function toOrderDto(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: StoreView,
  isGuest: boolean,
): Order {
  const isDelivery = order.order_type === 'delivery';
  const payment = order.payment_item_json
    ? (JSON.parse(order.payment_item_json) as StoredPaymentItem)
    : null;
  const afterPromotion = order.sub_total_cents - order.promotion_deduction_cents;
  const scheduled = new Date(order.scheduled_at).toISOString();
  const hasContact = order.contact_first_name !== null;
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    name: order.favorite_name,
    orderDetail: {
      orderType: order.order_type,
      orderItems: toItems(order, items),
      paymentItems: payment ? [toPaymentItem(payment, order)] : [],
      promotionItems: order.promotion_code
        ? [{ name: order.promotion_name ?? order.promotion_code, code: order.promotion_code }]
        : [],
      promotion: order.promotion_code
        ? {
            code: order.promotion_code,
            name: order.promotion_name ?? order.promotion_code,
            deductionAmount: centsToDollars(order.promotion_deduction_cents),
            subTotalAfterPromotion: centsToDollars(afterPromotion),
            exceptionCode: order.promotion_exception_code,
          }
        : null,
      popularBuildItems: items.flatMap((item) =>
        item.popular_build_id
          ? [{ popularBuildId: item.popular_build_id, orderItemId: item.id }]
          : [],
      ),
      store,
      isDelivery,
      eventType: order.event_type,
      subTotal: centsToDollars(order.sub_total_cents),
      taxTotal: centsToDollars(order.tax_cents),
      total: centsToDollars(order.total_cents),
      pickupInfo: isDelivery ? null : { pickupDate: scheduled },
      deliveryInfo: isDelivery
        ? {
            deliveryDate: scheduled,
            deliveryTipPercent: order.delivery_tip_ppm / TIP_PPM,
            deliveryTip: centsToDollars(order.delivery_tip_cents),
            deliveryQuote: {
              quoteId: order.delivery_quote_id,
              fee: centsToDollars(order.delivery_fee_cents),
              expiresAt: iso(order.delivery_quote_expires_at),
            },
            deliveryAddress: JSON.parse(order.delivery_address_json ?? '{}') as DeliveryAddress,
          }
        : null,
      isGuest,
      customer: hasContact
        ? {
            firstName: order.contact_first_name ?? '',
            lastName: order.contact_last_name ?? '',
            emailAddress: order.contact_email ?? '',
            phoneNumber: order.contact_phone ?? '',
          }
        : null,
      submittedAt: iso(order.submitted_at),
      favoriteName: order.favorite_name,
      split: order.split_partner_id
        ? { partnerId: order.split_partner_id, part: order.split_part === 2 ? 2 : 1 }
        : null,
    },
  };
}
