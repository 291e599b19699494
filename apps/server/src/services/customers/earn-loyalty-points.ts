/** What a Closed order earns points on: its food, after any promotion. */
export interface PointsEarningOrder {
  subTotalCents: number;
  promotionDeductionCents: number;
}

/**
 * The points a Closed order earns (ACC-LOYALTY-2): `pointsPerDollar` for every whole dollar of
 * the subtotal after the promotion deduction. Tax, tip and the delivery fee earn nothing.
 */
export function earnLoyaltyPoints(order: PointsEarningOrder, pointsPerDollar: number): number {
  const food = Math.max(0, order.subTotalCents - order.promotionDeductionCents);
  return Math.floor(food / 100) * pointsPerDollar;
}
