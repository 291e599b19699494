import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@catering/domain';
import type { Database } from '../../../db/schema';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { promotionRedemptionsRepository } from '../../../db/repositories/promotion-redemptions.repository';
import { promotionError } from '../order-errors';
import { findPromotion } from '../promotions';

/** Records the order's promotion as used; a once-per-customer code used elsewhere meanwhile refuses. */
export async function recordPromotion(
  trx: Kysely<Database>,
  order: OrderRow,
  targetId: string,
  now: number,
): Promise<void> {
  const redemptions = promotionRedemptionsRepository(trx);
  await redemptions.removeFor(targetId);
  if (!order.promotion_code) return;
  const promotion = await findPromotion(trx, order.promotion_code);
  const once = promotion?.once_per_customer === 1;
  const recorded = await redemptions.record({
    order_id: targetId,
    code: order.promotion_code,
    customer_id: order.customer_id,
    once,
    redeemed_at: now,
  });
  // Another order of this customer redeemed a once-per-customer code a moment ago.
  if (!recorded) throw promotionError(ERROR_CODES.promoUnavailable);
}
