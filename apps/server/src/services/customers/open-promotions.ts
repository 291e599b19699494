import type { PromotionsTable } from '../../db/schema';

/**
 * True when the customer may still use the promotion (ACC-LOYALTY-3): active, started, not ended,
 * and not a once-per-customer code they have used. Whether it applies to a given bag (minimum,
 * restaurant, items) is decided when it is applied (BAG-PROMO-4).
 */
export function isPromotionOpenTo(
  promotion: Pick<
    PromotionsTable,
    'code' | 'active' | 'valid_from' | 'valid_to' | 'once_per_customer'
  >,
  customer: { now: number; usedCodes: ReadonlySet<string> },
): boolean {
  if (promotion.active !== 1) return false;
  if (promotion.valid_from !== null && customer.now < promotion.valid_from) return false;
  if (promotion.valid_to !== null && customer.now > promotion.valid_to) return false;
  return !(promotion.once_per_customer === 1 && customer.usedCodes.has(promotion.code));
}
