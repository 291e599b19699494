/**
 * Splits an amount of cents over lines in proportion to their integer weights (cents), exactly:
 * each line gets the whole cents of its share, and the cents left over go one each to the lines
 * with the largest remainders, a tie going to the earlier line. Integer arithmetic throughout, so
 * equal remainders are equal (floating-point shares made some half-cent ties go to the later line).
 */
export function splitCents(amountCents: number, weights: readonly number[]): number[] {
  const parts = weights.map((weight) => Math.max(0, Math.trunc(weight)));
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (amountCents <= 0 || total === 0) return weights.map(() => 0);
  const amount = Math.trunc(amountCents);
  // Every order's amounts: each product amount × weight is an integer a double holds exactly, so
  // `%` and the division of what is left are exact. Past that, BigInt: the same arithmetic, about
  // twice as slow (every order read splits twice).
  if (amount * total > Number.MAX_SAFE_INTEGER) return splitCentsBig(amount, parts);
  const remainders = parts.map((part) => (amount * part) % total);
  const shares = parts.map((part, index) => (amount * part - (remainders[index] ?? 0)) / total);
  const left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const index of largestRemainders(remainders, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** The same split in BigInt, for amounts and weights whose products a double cannot hold. */
function splitCentsBig(amountCents: number, weights: readonly number[]): number[] {
  const parts = weights.map(BigInt);
  const total = parts.reduce((sum, part) => sum + part, 0n);
  const amount = BigInt(amountCents);
  const shares = parts.map((part) => (amount * part) / total);
  const remainders = parts.map((part) => (amount * part) % total);
  const left = Number(amount - shares.reduce((sum, share) => sum + share, 0n));
  for (const index of largestRemainders(remainders, left))
    shares[index] = (shares[index] ?? 0n) + 1n;
  return shares.map(Number);
}

/** The lines of the `count` largest remainders, an earlier line first on a tie. */
function largestRemainders(remainders: readonly (number | bigint)[], count: number): number[] {
  return remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    )
    .slice(0, Math.max(0, count))
    .map(({ index }) => index);
}
