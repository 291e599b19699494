import { DELIVERY_LIMIT_LABEL as LIMIT, DELIVERY_MAX_SUBTOTAL_CENTS } from '../constants';
import { formatCurrency } from '../format/currency';
import { dollarsToCents } from '../wire/money';
import type { Order } from '../wire/order.wire';

/** A bag line as the split weighs it: its id and its subtotal in cents. */
export interface SplitLine {
  id: string;
  subTotalCents: number;
}

/** The two deliveries of a chosen split, and why it cannot go ahead when it cannot. */
export interface SplitTotals {
  firstCents: number;
  secondCents: number;
  canSplit: boolean;
  reason: string | undefined;
}

const over = (cents: number) =>
  formatCurrency(cents - DELIVERY_MAX_SUBTOTAL_CENTS, { trimZeroCents: true });

/** Totals of the two deliveries when the `moved` lines go to the second one. */
export function deliverySplitTotals(
  lines: readonly SplitLine[],
  moved: readonly string[],
): SplitTotals {
  const movedIds = new Set(moved);
  const second = lines.filter((line) => movedIds.has(line.id));
  const sum = (part: readonly SplitLine[]) => part.reduce((s, line) => s + line.subTotalCents, 0);
  const secondCents = sum(second);
  const firstCents = sum(lines) - secondCents;
  let reason: string | undefined;
  if (second.length === lines.length) reason = 'Choose at least one item to keep in delivery 1.';
  else if (firstCents > DELIVERY_MAX_SUBTOTAL_CENTS)
    reason = `Delivery 1 is ${over(firstCents)} above the ${LIMIT} limit. Move more items to delivery 2.`;
  else if (secondCents > DELIVERY_MAX_SUBTOTAL_CENTS)
    reason = `Delivery 2 is ${over(secondCents)} above the ${LIMIT} limit. Move items back to delivery 1.`;
  else if (second.length === 0) reason = 'Choose at least one item to move to delivery 2.';
  return { firstCents, secondCents, canSplit: reason === undefined, reason };
}

/**
 * The lines to move to a second delivery so that both stay within the delivery limit, as evenly
 * as the lines allow (the first line stays put), or undefined when two deliveries cannot carry
 * them. Subset sums over cents: at most 25 lines times $1350 of sums.
 */
export function proposeDeliverySplit(lines: readonly SplitLine[]): string[] | undefined {
  const limit = DELIVERY_MAX_SUBTOTAL_CENTS;
  const total = lines.reduce((s, line) => s + line.subTotalCents, 0);
  if (lines.length < 2 || total > 2 * limit) return undefined;
  // reachedBy[s]: the line that first made a moved sum of s reachable (-1: not reachable).
  const reachedBy = new Int32Array(limit + 1).fill(-1);
  reachedBy[0] = lines.length;
  lines.forEach((line, index) => {
    const cents = line.subTotalCents;
    if (index === 0 || cents > limit) return;
    for (let s = limit; s >= cents; s -= 1)
      if (reachedBy[s] === -1 && reachedBy[s - cents] !== -1) reachedBy[s] = index;
  });
  let best = -1;
  for (let s = Math.max(1, total - limit); s <= limit; s += 1)
    if (reachedBy[s] !== -1 && (best < 0 || Math.abs(total - 2 * s) < Math.abs(total - 2 * best)))
      best = s;
  if (best < 0) return undefined;
  const moved: string[] = [];
  for (let s = best; s > 0;) {
    const line = lines[reachedBy[s] ?? -1];
    if (!line) break;
    moved.unshift(line.id);
    s -= line.subTotalCents;
  }
  return moved;
}

/** The order's lines as the split weighs them. */
export function splitLinesOf(order: Order): SplitLine[] {
  return order.orderDetail.orderItems.map((item) => ({
    id: item.orderItemId,
    subTotalCents: dollarsToCents(item.subTotal),
  }));
}

/** What the order would cost picked up at the same restaurant: its total less delivery fee and tip. */
export function pickupInsteadCents(order: Order): number {
  const { total, deliveryInfo } = order.orderDetail;
  if (!deliveryInfo) return dollarsToCents(total);
  const { deliveryTip, deliveryQuote } = deliveryInfo;
  return dollarsToCents(total) - dollarsToCents(deliveryTip) - dollarsToCents(deliveryQuote.fee);
}
