import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { IntakeInput, Order } from '@catering/domain';

/** The tip choices of the checkout; 15 % is the default (PAY-TIP-1). */
export const TIP_PERCENTS = [0.1, 0.15, 0.2] as const;

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'custom' };

/** The order's current tip as a choice: one of the percentages, or custom. */
export function tipChoiceOf(order: Order): TipChoice {
  const percent = order.orderDetail.deliveryInfo?.deliveryTipPercent ?? 0.15;
  const preset = TIP_PERCENTS.find((value) => Math.abs(value - percent) < 1e-9);
  return preset === undefined ? { kind: 'custom' } : { kind: 'percent', percent: preset };
}

/**
 * The fraction of the subtotal after promotion that a custom tip in cents is. The service
 * computes the tip back from it, rounding half up, which returns the same cents.
 */
export function customTipPercent(tipCents: number, subtotalCents: number): number {
  if (subtotalCents <= 0 || tipCents <= 0) return 0;
  return Math.min(1, tipCents / subtotalCents);
}

/** Dollars typed as "25", "25.5" or "$25.50" to cents; undefined when it is not an amount. */
export function parseTipDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The order's intake (PUT /order) with another tip; date and time are restaurant-local. */
export function intakeWithTip(order: Order, deliveryTipPercent: number): IntakeInput | undefined {
  const { deliveryInfo, store, eventType } = order.orderDetail;
  if (!deliveryInfo) return undefined;
  const local = { in: tz(store.timezoneId || 'UTC') };
  const start = new Date(deliveryInfo.deliveryDate);
  return {
    orderType: 'delivery',
    restaurantNumber: store.storeNumber,
    date: format(start, 'yyyy-MM-dd', local),
    time: format(start, 'HH:mm', local),
    eventType,
    deliveryAddress: deliveryInfo.deliveryAddress,
    deliveryTipPercent,
  };
}
