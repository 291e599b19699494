/** Sub-text of the limit modal. */
export const ITEM_LIMIT_SUB_TEXT =
  'To make room for more, remove other proteins or update the total quantity.';

/** Result of capping one option's count within a per-item group. */
export interface CappedItemCount {
  count: number;
  message?: string;
  subText?: string;
}

/** Caps an option's requested count to what remains of the group maximum, with the limit modal text when capped. */
export function capItemCount(
  requested: number,
  otherSelected: number,
  max: number,
  foodName: string,
): CappedItemCount {
  const remaining = Math.max(0, max - otherSelected);
  if (requested <= remaining) return { count: requested };
  return {
    count: remaining,
    message: `SORRY! LIMITED TO ${remaining} ${foodName}`,
    subText: ITEM_LIMIT_SUB_TEXT,
  };
}
