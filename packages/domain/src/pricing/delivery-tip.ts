import { DEFAULT_DELIVERY_TIP_PERCENT } from '../constants';
import { roundHalfUp } from './round-half-up';

/** Delivery tip in cents: a fraction (0.15 by default) of the subtotal after promotion, rounded half up. */
export function calculateDeliveryTip(
  subtotalAfterPromotionCents: number,
  tipPercent: number = DEFAULT_DELIVERY_TIP_PERCENT,
): number {
  return roundHalfUp(subtotalAfterPromotionCents * tipPercent);
}
