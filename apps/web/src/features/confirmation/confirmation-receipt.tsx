import {
  costPerPersonCents,
  formatAddressLine,
  formatCurrency,
  orderHeadcount,
  orderSchedule,
  orderStart,
  orderTimeZone,
  orderTotalsRows,
  ORDER_STATUSES,
} from '@catering/domain';
import type { Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { realHoursQueryOptions } from '../../api/restaurant';
import { OrderItemList } from '../../components/order/order-item-list';
import { OrderTotalsList } from '../../components/order/order-totals-list';
import {
  restaurantAddressLines,
  useOrderRestaurant,
} from '../../components/order/use-order-restaurant';
import { hoursOnDay } from './pickup-hours';
import { ShareOrderPanel } from '../../components/share/share-order-panel';
import { ReceiptActions } from './receipt-actions';
import { SplitOrderNumber } from '../../components/delivery-limit/split-order-number';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-masa-300';

/**
 * The placed order: number, when and where, items, totals and the card it was paid with; or,
 * just cancelled, what was cancelled.
 */
export function ConfirmationReceipt({
  order,
  cancelled = false,
  actions,
}: {
  order: Order;
  cancelled?: boolean;
  actions?: ReactNode;
}) {
  const { store, isDelivery, deliveryInfo, paymentItems, customer } = order.orderDetail;
  const { restaurant } = useOrderRestaurant(store.storeNumber);
  const hours = useQuery({
    ...realHoursQueryOptions(store.storeNumber),
    enabled: !isDelivery,
  }).data;
  const address = restaurantAddressLines(restaurant);
  const { kind, when } = orderSchedule(order);
  const start = orderStart(order);
  const pickupHours =
    !isDelivery && start ? hoursOnDay(hours?.realHours, start, orderTimeZone(order)) : undefined;
  const delivery = deliveryInfo?.deliveryAddress;
  const perPerson = costPerPersonCents(order);
  // The Cancel order button goes with the cancel: the focus goes to the heading that says so.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (cancelled) heading.current?.focus();
  }, [cancelled]);
  const number = order.orderNumber ?? order.id;
  return (
    <article
      data-receipt
      aria-labelledby="confirmation-heading"
      className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10"
    >
      <div className="space-y-2 text-center">
        {cancelled ? (
          <CircleX className="mx-auto size-14 text-chile" aria-hidden="true" />
        ) : (
          <CircleCheck className="mx-auto size-14 text-verde-700" aria-hidden="true" />
        )}
        <h1
          id="confirmation-heading"
          ref={heading}
          tabIndex={-1}
          className="text-4xl text-verde-800 sm:text-5xl"
        >
          {cancelled ? 'Your order is cancelled' : 'Thanks for your order'}
        </h1>
        <p className="text-lg">
          Order number <strong className="tabular-nums">{number}</strong>
        </p>
        <SplitOrderNumber order={order} />
        {customer && (
          <p className="text-ink-muted">
            For {customer.firstName} {customer.lastName} · {customer.emailAddress}
          </p>
        )}
      </div>
      {cancelled ? (
        <p role="status" className="text-center">
          Its time has been given up and the payment on your card released.
        </p>
      ) : (
        <div className="flex justify-center">
          <ReceiptActions order={order} restaurantAddress={address} />
        </div>
      )}
      {actions}
      <section aria-labelledby="when-heading" className={`${card} grid gap-4 sm:grid-cols-2`}>
        <div>
          <h2 id="when-heading" className="text-xl text-verde-800">
            {kind}
          </h2>
          <p>{when}</p>
          {delivery && <p className="mt-1 text-sm text-ink-muted">{formatAddressLine(delivery)}</p>}
        </div>
        <div>
          <h2 className="text-xl text-verde-800">Restaurant</h2>
          <p>{store.name}</p>
          {address.map((line) => (
            <p key={line} className="text-sm text-ink-muted">
              {line}
            </p>
          ))}
          {pickupHours && <p className="mt-1 text-sm">Pickup hours: {pickupHours}</p>}
        </div>
      </section>
      <section aria-labelledby="items-heading" className={`${card} space-y-4`}>
        <h2 id="items-heading" className="text-xl text-verde-800">
          Items
        </h2>
        <OrderItemList order={order} />
        <OrderTotalsList rows={orderTotalsRows(order)} label="Order totals" />
        {perPerson !== null && (
          <p className="flex justify-between gap-4 border-t border-masa-300 pt-3 font-bold">
            <span>Cost per person ({orderHeadcount(order)} people)</span>
            <span className="tabular-nums">{formatCurrency(perPerson)}</span>
          </p>
        )}
      </section>
      {paymentItems.length > 0 && (
        <section aria-labelledby="paid-heading" className={card}>
          <h2 id="paid-heading" className="text-xl text-verde-800">
            Payment
          </h2>
          {paymentItems.map((item) => (
            <p key={item.tokenId} className="mt-2 flex items-center gap-3">
              <CreditCard className="size-6 text-verde-700" aria-hidden="true" />
              <span>
                {item.paymentMethod} {item.tokenizedAccountNumber}
                <span className="block text-sm text-ink-muted">
                  Expires {item.expiration} · {item.cardHolderName}
                </span>
              </span>
            </p>
          ))}
        </section>
      )}
      {!cancelled && order.status === ORDER_STATUSES.submitted && (
        <ShareOrderPanel orderId={order.id} />
      )}
    </article>
  );
}
