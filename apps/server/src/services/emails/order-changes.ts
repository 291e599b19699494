import {
  formatCurrency,
  dollarsToCents,
  type Order,
  orderItemLines,
  orderSchedule,
} from '@catering/domain';

function deliveryPlace(order: Order): string | null {
  const address = order.orderDetail.deliveryInfo?.deliveryAddress;
  return address
    ? [address.address1, address.address2, address.city].filter(Boolean).join(', ')
    : null;
}

interface ItemSignature {
  /** The item as the bag shows it, sub-items included: two items are the same when this is. */
  full: string;
  /** The item without its quantity or the sub-items' counts: what a quantity change keeps. */
  kind: string;
  quantity: number;
  /** The full signature without the quantity prefix. */
  described: string;
}

function itemSignatures(order: Order): ItemSignature[] {
  return orderItemLines(order).map((line, index) => {
    const item = order.orderDetail.orderItems[index]!;
    const name = item.displayName || item.name;
    const groups = line.groups.map((group) => `${group.label}: ${group.names.join(', ')}`);
    const kinds = line.groups.map(
      (group) => `${group.label}: ${group.names.map((n) => n.replace(/ \(\d+\)$/, '')).join(', ')}`,
    );
    const extra = [line.popularBuildName, line.subName].filter(Boolean).join(' ');
    return {
      full: [line.title, ...groups].join(' · '),
      kind: [item.menuId, extra, ...kinds].join(' · '),
      quantity: item.quantity,
      described: [name, ...groups].join(' · '),
    };
  });
}

/** Takes out of both lists the pairs `same` matches, one for one, in order; returns the pairs. */
function pairOff(
  before: ItemSignature[],
  after: ItemSignature[],
  same: (a: ItemSignature, b: ItemSignature) => boolean,
): [ItemSignature, ItemSignature][] {
  const pairs: [ItemSignature, ItemSignature][] = [];
  for (let i = 0; i < before.length;) {
    const at = after.findIndex((candidate) => same(before[i]!, candidate));
    if (at === -1) {
      i += 1;
      continue;
    }
    pairs.push([before[i]!, after[at]!]);
    before.splice(i, 1);
    after.splice(at, 1);
  }
  return pairs;
}

/**
 * The items' changes: the same item with another quantity is a quantity change (its choices may
 * scale with it), the same item with other counts of its choices is a change, the rest were
 * added or removed.
 */
function itemChanges(before: Order, after: Order): string[] {
  const was = itemSignatures(before);
  const now = itemSignatures(after);
  pairOff(was, now, (a, b) => a.full === b.full);
  const changed = pairOff(was, now, (a, b) => a.kind === b.kind).map(([a, b]) =>
    a.quantity === b.quantity
      ? `Changed ${b.full} (was ${a.full})`
      : `Quantity ${a.quantity} → ${b.quantity}: ${b.described}`,
  );
  return [
    ...changed,
    ...now.map((item) => `Added ${item.full}`),
    ...was.map((item) => `Removed ${item.full}`),
  ];
}

/** What an edit changed, in the customer's words: time, place, items and total. */
export function describeOrderChanges(before: Order, after: Order): string[] {
  const changes: string[] = [];
  const was = orderSchedule(before);
  const now = orderSchedule(after);
  if (was.kind !== now.kind || was.when !== now.when)
    changes.push(`${now.kind} ${now.when ?? ''} (was ${was.kind.toLowerCase()} ${was.when ?? ''})`);
  if (before.orderDetail.store.name !== after.orderDetail.store.name)
    changes.push(
      `Restaurant ${after.orderDetail.store.name} (was ${before.orderDetail.store.name})`,
    );
  const place = deliveryPlace(after);
  if (place && place !== deliveryPlace(before)) changes.push(`Delivery to ${place}`);
  changes.push(...itemChanges(before, after));
  const total = (order: Order) => formatCurrency(dollarsToCents(order.orderDetail.total));
  if (total(before) !== total(after)) changes.push(`Total ${total(after)} (was ${total(before)})`);
  return changes.length ? changes : ['Nothing in the order itself: it was placed again as it was.'];
}
