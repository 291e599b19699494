import { type OrderItemLine, orderDeliveryLimitWarning } from '@catering/domain';
import type { Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { cartQueryOptions } from '../../api/order';
import { Button, buttonClass } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { EmptyBag } from './empty-bag';
import { FullBag } from './full-bag';
import { RemoveItemPanel } from './remove-item-panel';
import { usePromotion } from './use-promotion';
import { useRemoveItem } from './use-remove-item';

export interface CateringBagDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header badge's count; the drawer reads the order itself. */
  itemCount?: number;
}

/** The "CATERING BAG" drawer. Its state (typed code, errors, remove panel) ends when it closes. */
export function CateringBagDrawer({ open, onOpenChange }: CateringBagDrawerProps) {
  const cart = useQuery(cartQueryOptions());
  const order = cart.data ?? null;
  const promotion = usePromotion(order);
  const [removing, setRemoving] = useState<OrderItemLine | null>(null);
  const close = () => onOpenChange(false);
  const hasItems = Boolean(order && order.orderDetail.orderItems.length > 0);
  const overLimit = Boolean(order && orderDeliveryLimitWarning(order));

  const footer =
    hasItems && !removing ? (
      overLimit ? (
        <Button block size="lg" disabled aria-describedby="checkout-blocked">
          Checkout
          <span id="checkout-blocked" className="sr-only">
            Unavailable above the delivery limit
          </span>
        </Button>
      ) : (
        <Link
          to="/bag/checkout"
          onClick={close}
          className={buttonClass({ block: true, size: 'lg' })}
        >
          Checkout
        </Link>
      )
    ) : undefined;

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="CATERING BAG" footer={footer}>
      {cart.isPending ? (
        <p role="status" className="py-10 text-center text-ink-muted">
          Loading your bag…
        </p>
      ) : !order || !hasItems ? (
        <EmptyBag hasOrder={Boolean(order)} onNavigate={close} />
      ) : removing ? (
        <ConfirmRemoval order={order} line={removing} onDone={() => setRemoving(null)} />
      ) : (
        <FullBag order={order} promotion={promotion} onRemove={setRemoving} onNavigate={close} />
      )}
    </Drawer>
  );
}

function ConfirmRemoval({
  order,
  line,
  onDone,
}: {
  order: Order;
  line: OrderItemLine;
  onDone: () => void;
}) {
  const { remove, removing } = useRemoveItem(order);
  return (
    <RemoveItemPanel
      line={line}
      removing={removing}
      onCancel={onDone}
      onConfirm={() => void remove(line.orderItemId).then(onDone)}
    />
  );
}
