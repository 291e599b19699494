import { formatCurrency, dollarsToCents, pickupInsteadCents, type Order } from '@catering/domain';
import { Store } from 'lucide-react';
import { Button } from '../../ui/button';
import { SplitDeliveryChoice } from './split-delivery-choice';
import { useSplitPartner } from './use-split-delivery';
import { useSwitchToPickup } from './use-switch-to-pickup';

export interface DeliveryLimitHelpProps {
  order: Order;
  headingLevel: 2 | 3;
  /** Called with what was done, once the order is past the limit no more. */
  onDone: (notice: string) => void;
}

const money = (cents: number) => formatCurrency(cents);

/** The ways past the delivery limit, with their figures: pick the order up instead, or split it. */
export default function DeliveryLimitHelp({ order, headingLevel, onDone }: DeliveryLimitHelpProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const store = order.orderDetail.store.name;
  const partner = useSplitPartner(order);
  const { switchToPickup, switching } = useSwitchToPickup(order, () =>
    onDone(`Switched to pickup at ${store}. Your items are kept.`),
  );
  return (
    <section
      aria-labelledby="delivery-limit-help"
      className="space-y-4 rounded-2xl border-2 border-verde-700 bg-white p-4"
    >
      <Heading id="delivery-limit-help" className="text-xl text-verde-800">
        Two ways past the limit
      </Heading>
      <div className="space-y-2">
        <Sub className="flex items-center gap-2 font-display text-lg font-bold tracking-wide text-verde-800 uppercase [font-stretch:condensed]">
          <Store className="size-5" aria-hidden="true" />
          Pick it up instead
        </Sub>
        <p className="text-sm">
          Collect everything at {store} at the same time. No delivery fee or tip: you pay{' '}
          <strong>{money(pickupInsteadCents(order))}</strong> instead of{' '}
          {money(dollarsToCents(order.orderDetail.total))}.
        </p>
        <Button variant="secondary" block busy={switching} onClick={() => void switchToPickup()}>
          Switch to pickup
        </Button>
      </div>
      {(!order.orderDetail.split || partner) && (
        <SplitDeliveryChoice order={order} partner={partner} Sub={Sub} onDone={onDone} />
      )}
    </section>
  );
}
