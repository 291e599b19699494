import { roundHalfUp } from './round-half-up';

/** Tax in cents on a taxable amount, with the rate in basis points (825 = 8.25 %), rounded half up. */
export function calculateTax(taxableCents: number, rateBasisPoints: number): number {
  return roundHalfUp((taxableCents * rateBasisPoints) / 10_000);
}
