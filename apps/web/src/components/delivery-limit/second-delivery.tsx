import { dollarsToCents, formatCurrency, type Order } from '@catering/domain';
import { OrderItemList } from '../order/order-item-list';
import { Button } from '../../ui/button';
import { useSplitDelivery, useSplitPartner } from './use-split-delivery';

export interface SecondDeliveryProps {
  order: Order;
  headingLevel: 2 | 3;
  onDone: (notice: string) => void;
}

/** The second delivery of a split cart: its items and totals, and the way to join it back. */
export default function SecondDelivery({ order, headingLevel, onDone }: SecondDeliveryProps) {
  const partner = useSplitPartner(order);
  const { split, splitting } = useSplitDelivery(order, () =>
    onDone('Joined back into one delivery.'),
  );
  if (!partner) return null;
  const Heading = `h${headingLevel}` as const;
  const both = dollarsToCents(order.orderDetail.total) + dollarsToCents(partner.orderDetail.total);
  return (
    <section
      aria-labelledby="second-delivery"
      className="space-y-3 rounded-2xl border-2 border-masa-300 bg-white p-4"
    >
      <Heading id="second-delivery" className="text-xl text-verde-800">
        Delivery 2 of 2
      </Heading>
      <p className="text-sm">
        Same restaurant, address and time as your order, placed and paid with it in one checkout.
      </p>
      <OrderItemList order={partner} headingLevel={headingLevel === 2 ? 'h3' : 'h4'} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Delivery 2 subtotal</dt>
        <dd className="text-right tabular-nums">
          {formatCurrency(dollarsToCents(partner.orderDetail.subTotal))}
        </dd>
        <dt>Delivery 2 total with tax, fee and tip</dt>
        <dd className="text-right tabular-nums">
          {formatCurrency(dollarsToCents(partner.orderDetail.total))}
        </dd>
        <dt className="font-semibold">Both deliveries</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCurrency(both)}</dd>
      </dl>
      <Button variant="secondary" block busy={splitting} onClick={() => void split([])}>
        Join into one delivery
      </Button>
    </section>
  );
}
