/** Spreads a quantity over assortment proportions: floors each share, then gives leftover units to the largest remainders. */
export function chooseForMe(quantity: number, assortments: readonly number[]): number[] {
  if (assortments.length === 0) return [];
  const total = assortments.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  // With no usable proportions every option gets an equal share.
  const weights = assortments.map((weight) =>
    total > 0 ? Math.max(0, weight) / total : 1 / assortments.length,
  );
  const exact = weights.map((weight) => weight * quantity);
  const counts = exact.map(Math.floor);
  const leftover = quantity - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, leftover)) counts[index] = (counts[index] ?? 0) + 1;
  return counts;
}
