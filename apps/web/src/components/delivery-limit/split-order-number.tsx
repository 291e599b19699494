import type { Order } from '@catering/domain';
import { useSplitPartner } from './use-split-delivery';

/** On a placed split's confirmation: the other delivery's order number. */
export function SplitOrderNumber({ order }: { order: Order }) {
  const partner = useSplitPartner(order, true);
  if (!order.orderDetail.split || !partner?.orderNumber) return null;
  const which = order.orderDetail.split.part === 1 ? 'Second' : 'First';
  return (
    <p className="text-lg">
      {which} delivery, order number <strong className="tabular-nums">{partner.orderNumber}</strong>
    </p>
  );
}
