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

/** An item as the bag shows it, sub-items included: two items are the same when this is. */
function itemSignatures(order: Order): string[] {
  return orderItemLines(order).map((line) =>
    [line.title, ...line.groups.map((group) => `${group.label}: ${group.names.join(', ')}`)].join(
      ' · ',
    ),
  );
}

/** The signatures of `from` that `other` lacks, counting repeats. */
function missingFrom(from: string[], other: string[]): string[] {
  const left = [...other];
  return from.filter((signature) => {
    const at = left.indexOf(signature);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
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
  const beforeItems = itemSignatures(before);
  const afterItems = itemSignatures(after);
  for (const added of missingFrom(afterItems, beforeItems)) changes.push(`Added ${added}`);
  for (const removed of missingFrom(beforeItems, afterItems)) changes.push(`Removed ${removed}`);
  const total = (order: Order) => formatCurrency(dollarsToCents(order.orderDetail.total));
  if (total(before) !== total(after)) changes.push(`Total ${total(after)} (was ${total(before)})`);
  return changes.length ? changes : ['Nothing in the order itself: it was placed again as it was.'];
}
