/**
 * Splits an amount of cents over lines in proportion to their integer weights (cents), exactly:
 * each line gets the whole cents of its share, and the cents left over go one each to the lines
 * with the largest remainders, a tie going to the earlier line. Integer arithmetic throughout, so
 * equal remainders are equal (floating-point shares made some half-cent ties go to the later line).
 */
export function splitCents(amountCents: number, weights: readonly number[]): number[] {
  const parts = weights.map((weight) => BigInt(Math.max(0, Math.trunc(weight))));
  const total = parts.reduce((sum, part) => sum + part, 0n);
  if (amountCents <= 0 || total === 0n) return weights.map(() => 0);
  const amount = BigInt(Math.trunc(amountCents));
  const shares = parts.map((part) => (amount * part) / total);
  const remainders = parts.map((part) => (amount * part) % total);
  let left = Number(amount - shares.reduce((sum, share) => sum + share, 0n));
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
  }
  return shares.map(Number);
}
