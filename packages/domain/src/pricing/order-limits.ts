import { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS, MAX_ORDER_SUBTOTAL_CENTS } from '../constants';
import { ERROR_CODES } from '../errors/error-codes';
import { MESSAGES } from '../errors/messages';

/** What an order's size is measured on: a line's id, quantity and subtotal in cents. */
export interface SizedItem {
  id: string;
  quantity: number;
  subTotalCents: number;
}

/** The error code of each order-size limit. */
export const ORDER_LIMIT_CODES = [
  ERROR_CODES.orderItemsLimit,
  ERROR_CODES.itemQuantityLimit,
  ERROR_CODES.orderSubtotalLimit,
] as const;
/** The error code of a broken order-size limit. */
export type OrderLimitCode = (typeof ORDER_LIMIT_CODES)[number];

const sumOf = (items: readonly SizedItem[]) =>
  items.reduce((sum, item) => sum + item.subTotalCents, 0);

/**
 * The code of the first order-size limit that changing the lines from `before` to `after` breaks.
 * Only growth is refused: a change that keeps or lowers a measure passes even above its limit (a
 * price rise may leave an order there, and the customer must be able to trim it).
 */
export function brokenOrderLimit(
  before: readonly SizedItem[],
  after: readonly SizedItem[],
): OrderLimitCode | undefined {
  if (after.length > MAX_ORDER_ITEMS && after.length > before.length)
    return ERROR_CODES.orderItemsLimit;
  const quantityBefore = new Map(before.map((item) => [item.id, item.quantity]));
  const grownPast = after.some(
    (item) =>
      item.quantity > MAX_ITEM_QUANTITY && item.quantity > (quantityBefore.get(item.id) ?? 0),
  );
  if (grownPast) return ERROR_CODES.itemQuantityLimit;
  const subtotal = sumOf(after);
  if (subtotal > MAX_ORDER_SUBTOTAL_CENTS && subtotal > sumOf(before))
    return ERROR_CODES.orderSubtotalLimit;
  return undefined;
}

const ORDER_LIMIT_WARNINGS = {
  items: { header: 'YOUR BAG IS FULL', text: MESSAGES.orderItemsLimit },
  subtotal: { header: 'ORDER LIMIT', text: MESSAGES.orderSubtotalLimit },
};

/** The bag's warning when the order cannot take another item, or is above the bag-total limit. */
export function orderLimitWarning(
  itemCount: number,
  subtotalCents: number,
): { header: string; text: string } | undefined {
  if (itemCount >= MAX_ORDER_ITEMS) return ORDER_LIMIT_WARNINGS.items;
  if (subtotalCents > MAX_ORDER_SUBTOTAL_CENTS) return ORDER_LIMIT_WARNINGS.subtotal;
  return undefined;
}
