import { promotionsRepository } from '../../db/repositories/promotions.repository';
import { ERROR_CODES, type PromotionDiscount } from '@catering/domain';
import type { Kysely } from 'kysely';
import type { Database, PromotionsTable } from '../../db/schema';
import { promotionRedemptionsRepository } from '../../db/repositories/promotion-redemptions.repository';

/** What a promotion is checked against. */
export interface PromotionContext {
  now: number;
  restaurantNumber: number;
  bagTotalCents: number;
  menuItemIds: readonly string[];
  /** The customer used this code on another submitted order. */
  usedAlready: boolean;
}

const listOf = <T>(json: string | null): T[] | null => (json ? (JSON.parse(json) as T[]) : null);

/**
 * Why the promotion does not apply, as its code (BAG-PROMO-4), or null when it does. Checked in this
 * order: inactive, expired (COO-0117), not yet valid, restaurant, used already, minimum (all
 * COO-0118), then a required menu item missing from the bag (COO-0070).
 */
export function promotionExceptionFor(
  promotion: PromotionsTable,
  context: PromotionContext,
): string | null {
  if (promotion.active !== 1) return ERROR_CODES.promoUnavailable;
  if (promotion.valid_to !== null && context.now > promotion.valid_to)
    return ERROR_CODES.promotionExpired;
  if (promotion.valid_from !== null && context.now < promotion.valid_from)
    return ERROR_CODES.promoUnavailable;
  const restaurants = listOf<number>(promotion.restaurant_numbers);
  if (restaurants && !restaurants.includes(context.restaurantNumber))
    return ERROR_CODES.promoUnavailable;
  if (promotion.once_per_customer === 1 && context.usedAlready) return ERROR_CODES.promoUnavailable;
  if (context.bagTotalCents < promotion.min_subtotal_cents) return ERROR_CODES.promoUnavailable;
  const required = listOf<string>(promotion.menu_item_ids);
  if (required && !context.menuItemIds.some((id) => required.includes(id)))
    return ERROR_CODES.itemMissing;
  return null;
}

/** The promotion's discount in the domain's terms. */
export function discountOf(promotion: Pick<PromotionsTable, 'kind' | 'value'>): PromotionDiscount {
  return promotion.kind === 'percent'
    ? { percent: promotion.value }
    : { amountCents: promotion.value };
}

/** Promo codes are typed upper-case (the promo mask); the table keeps them so. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Promotions read in each transaction, by code. One change of an order asks for its code two or
 * three times (to apply it, to settle, to record the redemption); the app writes no promotion in a
 * transaction, so the first read stands until the transaction ends and its entry goes with it.
 */
const readInTransaction = new WeakMap<
  Kysely<Database>,
  Map<string, Promise<PromotionsTable | undefined>>
>();

export function findPromotion(
  db: Kysely<Database>,
  code: string,
): Promise<PromotionsTable | undefined> {
  const normalized = normalizePromoCode(code);
  if (!db.isTransaction) return promotionsRepository(db).findByCode(normalized);
  let read = readInTransaction.get(db);
  if (!read) readInTransaction.set(db, (read = new Map()));
  let found = read.get(normalized);
  if (!found) read.set(normalized, (found = promotionsRepository(db).findByCode(normalized)));
  return found;
}

/** True when the customer redeemed the code on an order other than this one (or the one it edits). */
export function usedAlready(
  db: Kysely<Database>,
  code: string,
  customerId: string,
  orderIds: string[],
): Promise<boolean> {
  return promotionRedemptionsRepository(db).usedElsewhere(code, customerId, orderIds);
}
