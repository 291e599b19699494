import type { LoyaltyPoints } from '@catering/domain';
import { loyaltyPointsRepository } from '../../db/repositories/loyalty-points.repository';
import { ordersRepository } from '../../db/repositories/orders.repository';
import type { CustomerDeps } from './customer-deps';
import { earnLoyaltyPoints } from './earn-loyalty-points';

/**
 * GET /loyalty/points. Reading closes the customer's fulfilled orders (AFT-STATUS-2), credits each
 * Closed order once with the points it earns (ACC-LOYALTY-2), then sums the ledger. Concurrent
 * reads agree: the order id is the ledger's key.
 */
export async function loyaltyPoints(
  deps: CustomerDeps,
  customerId: string,
): Promise<LoyaltyPoints> {
  const now = deps.now();
  await ordersRepository(deps.db).closeFulfilled(customerId, now);
  const ledger = loyaltyPointsRepository(deps.db);
  const closed = await ledger.closedOrdersNotCredited(customerId);
  await ledger.insertUnlessCredited(
    closed.map((order) => ({
      order_id: order.id,
      customer_id: customerId,
      points: earnLoyaltyPoints(
        {
          subTotalCents: order.sub_total_cents,
          promotionDeductionCents: order.promotion_deduction_cents,
        },
        deps.loyaltyPointsPerDollar,
      ),
      accrued_at: order.closed_at ?? now,
    })),
  );
  return {
    currentPointsBalance: await ledger.balanceOf(customerId),
    pointsPerDollar: deps.loyaltyPointsPerDollar,
  };
}
