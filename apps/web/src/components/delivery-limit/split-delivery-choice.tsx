import {
  deliverySplitTotals,
  formatCurrency,
  orderItemLines,
  proposeDeliverySplit,
  type Order,
} from '@catering/domain';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { useSplitDelivery } from './use-split-delivery';

export interface SplitDeliveryChoiceProps {
  order: Order;
  /** The second delivery when the order is split already. */
  partner: Order | undefined;
  Sub: 'h3' | 'h4';
  onDone: (notice: string) => void;
}

const items = (order: Order | null) => {
  const count = order?.orderDetail.orderItems.length ?? 0;
  return `${count} ${count === 1 ? 'item' : 'items'}`;
};

/** Which items go to a second delivery: proposed, adjustable, with each delivery's subtotal. */
export function SplitDeliveryChoice({ order, partner, Sub, onDone }: SplitDeliveryChoiceProps) {
  const lines = [...orderItemLines(order), ...(partner ? orderItemLines(partner) : [])];
  const weights = lines.map((line) => ({
    id: line.orderItemId,
    subTotalCents: line.subTotalCents,
  }));
  const [moved, setMoved] = useState<string[]>(
    () =>
      partner?.orderDetail.orderItems.map((item) => item.orderItemId) ??
      proposeDeliverySplit(weights) ??
      [],
  );
  const { split, splitting } = useSplitDelivery(order, (answer) =>
    onDone(
      `Split into two deliveries: ${items(answer.first)} in delivery 1, ${items(answer.second)} in delivery 2.`,
    ),
  );
  const reasonId = useId();
  const heading = (
    <Sub className="flex items-center gap-2 font-display text-lg font-bold tracking-wide text-verde-800 uppercase [font-stretch:condensed]">
      <Truck className="size-5" aria-hidden="true" />
      Split into two deliveries
    </Sub>
  );
  if (!partner && !proposeDeliverySplit(weights))
    return (
      <div className="space-y-2">
        {heading}
        <p className="text-sm">
          Two deliveries cannot carry this bag: each must stay within $1350, and no item can be
          divided.
        </p>
      </div>
    );
  const totals = deliverySplitTotals(weights, moved);
  const toggle = (id: string, on: boolean) =>
    setMoved((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  return (
    <div className="space-y-3">
      {heading}
      <p className="text-sm">
        Both arrive at the same time and address, each within $1350 with its own delivery fee, and
        you pay for both in one checkout.
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">Items for delivery 2</legend>
        {lines.map((line) => (
          <label key={line.orderItemId} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-verde-700"
              checked={moved.includes(line.orderItemId)}
              onChange={(event) => toggle(line.orderItemId, event.target.checked)}
            />
            <span>
              {line.title}{' '}
              <span className="tabular-nums">({formatCurrency(line.subTotalCents)})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <dl aria-live="polite" className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="font-semibold">Delivery 1</dt>
          <dd className="tabular-nums">{formatCurrency(totals.firstCents)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Delivery 2</dt>
          <dd className="tabular-nums">{formatCurrency(totals.secondCents)}</dd>
        </div>
      </dl>
      {totals.reason && (
        <p id={reasonId} className="text-sm font-semibold text-chile">
          {totals.reason}
        </p>
      )}
      <Button
        block
        disabled={!totals.canSplit}
        busy={splitting}
        aria-describedby={totals.reason ? reasonId : undefined}
        onClick={() =>
          void split(lines.map((line) => line.orderItemId).filter((id) => moved.includes(id)))
        }
      >
        Split into two deliveries
      </Button>
    </div>
  );
}
