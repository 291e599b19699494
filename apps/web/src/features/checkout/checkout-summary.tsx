import { orderTotalsRows } from '@catering/domain';
import type { Order } from '@catering/domain';
import type { ReactNode } from 'react';
import { OrderItemList } from '../../components/order/order-item-list';
import { OrderTotalsList } from '../../components/order/order-totals-list';

/** The items and totals beside (or under) the form, with the place-order button at the end. */
export function CheckoutSummary({ order, children }: { order: Order; children: ReactNode }) {
  return (
    <aside
      aria-labelledby="summary-heading"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-masa-300 lg:sticky lg:top-28"
    >
      <h2 id="summary-heading" className="text-2xl text-verde-800">
        Your order
      </h2>
      <OrderItemList order={order} />
      <OrderTotalsList rows={orderTotalsRows(order)} label="Order totals" />
      {children}
    </aside>
  );
}
