import { roundHalfUp } from './round-half-up';

/** A promotion's discount: a percentage (10 = 10 %) or a fixed amount in cents. */
export type PromotionDiscount = { percent: number } | { amountCents: number };

/** Promotion deduction in cents, rounded half up and never more than the subtotal nor below zero. */
export function calculatePromotionDeduction(
  subtotalCents: number,
  discount: PromotionDiscount,
): number {
  const raw =
    'percent' in discount
      ? roundHalfUp((subtotalCents * discount.percent) / 100)
      : discount.amountCents;
  return Math.min(Math.max(0, raw), Math.max(0, subtotalCents));
}

/** Subtotal after the promotion deduction, in cents. */
export function calculateSubtotalAfterPromotion(
  subtotalCents: number,
  deductionCents: number,
): number {
  return subtotalCents - deductionCents;
}
