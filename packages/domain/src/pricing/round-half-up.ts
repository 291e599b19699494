// Products like 1.005 * 100 land a hair below .5 in binary; the nudge keeps half-cents rounding up.
const NUDGE = 1e-9;

/** Rounds an amount in cents to a whole cent, halves away from zero. */
export function roundHalfUp(cents: number): number {
  return Math.sign(cents) * Math.floor(Math.abs(cents) + 0.5 + NUDGE);
}
