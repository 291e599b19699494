import {
  dollarsToCents,
  orderLimitWarning,
  type Order,
  type OrderItemLine,
  bagTotalsRows,
  orderDeliveryLimitWarning,
} from '@catering/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { OrderItemList } from '../../components/order/order-item-list';
import { OrderTotalsList } from '../../components/order/order-totals-list';
import { DeliveryLimitWaysOut } from '../../components/delivery-limit/ways-out';
import { BagAccessories } from './bag-accessories';
import { BagItemActions } from './bag-item-actions';
import { BagWarning } from './bag-warning';
import { PromoEntry } from './promo-entry';
import type { PromotionState } from './use-promotion';

export interface FullBagProps {
  order: Order;
  promotion: PromotionState;
  onRemove: (line: OrderItemLine) => void;
  onNavigate: () => void;
}

/** The bag's items, accessories, promo entry, totals and the delivery-limit and order-size warnings. */
export function FullBag({ order, promotion, onRemove, onNavigate }: FullBagProps) {
  const { orderItems, subTotal } = order.orderDetail;
  const warnings = [
    orderDeliveryLimitWarning(order),
    orderLimitWarning(orderItems.length, dollarsToCents(subTotal)),
  ].filter((warning) => warning !== undefined);
  return (
    <div className="space-y-6">
      <section aria-label="Items in your bag">
        <OrderItemList
          order={order}
          actions={(line) => <BagItemActions order={order} line={line} onRemove={onRemove} />}
        />
        <Link
          to="/"
          onClick={onNavigate}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-display font-bold tracking-wider text-verde-700 uppercase [font-stretch:condensed] hover:text-verde-900"
        >
          <Plus className="size-5" aria-hidden="true" />
          Add more food
        </Link>
      </section>
      <BagAccessories order={order} />
      <PromoEntry
        promotion={order.orderDetail.promotion}
        pending={promotion.pending}
        error={promotion.error}
        onApply={(code) => void promotion.apply(code)}
        onRemove={(code) => void promotion.remove(code)}
        onClearError={promotion.clearError}
      />
      <OrderTotalsList rows={bagTotalsRows(order)} label="Bag totals" />
      {warnings.map((warning) => (
        <BagWarning key={warning.header} warning={warning} />
      ))}
      <DeliveryLimitWaysOut order={order} headingLevel={3} />
    </div>
  );
}
