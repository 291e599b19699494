/** Delivery reaches this far from the restaurant: 10 miles. */
export const DELIVERY_RADIUS_METERS = 16_093;
/** A delivery quote is honoured for this long after it is issued. */
export const DELIVERY_QUOTE_TTL_MS = 15 * 60_000;

const METERS_PER_MILE = 1609.344;
const BASE_FEE_CENTS = 499;
const INCLUDED_MILES = 2;
const PER_MILE_CENTS = 100;

/** Delivery fee in cents: $4.99 up to 2 miles, then $1.00 per started mile beyond. */
export function calculateDeliveryFeeCents(distanceMeters: number): number {
  if (!Number.isFinite(distanceMeters) || distanceMeters < 0)
    throw new RangeError('distance must be a non-negative number');
  const extraMiles = Math.max(
    0,
    Math.ceil(distanceMeters / METERS_PER_MILE - INCLUDED_MILES - 1e-9),
  );
  return BASE_FEE_CENTS + extraMiles * PER_MILE_CENTS;
}
