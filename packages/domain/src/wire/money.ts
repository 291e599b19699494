// Kept apart from money.wire.ts, which builds a zod schema: screens that only convert or format
// money then load no zod (the package is side-effect free, so unused modules drop out).

/** Integer cents to wire dollars. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Wire dollars to integer cents, immune to binary fractions (19.99 -> 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
