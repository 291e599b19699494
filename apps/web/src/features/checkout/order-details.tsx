import { orderSchedule } from '@catering/domain';
import type { Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { eventTypesQueryOptions } from '../../api/catalogue';
import {
  restaurantAddressLines,
  useOrderRestaurant,
} from '../../components/order/use-order-restaurant';

const INTAKE_EDIT_PATH = `/order/intake?action=${encodeURIComponent('/bag/checkout')}`;

/** The intake details: pickup or delivery, when, where, the event, and a link to change them. */
export function OrderDetails({ order }: { order: Order }) {
  const { store, eventType, deliveryInfo, isDelivery } = order.orderDetail;
  const { restaurant } = useOrderRestaurant(store.storeNumber);
  const eventTypes = useQuery(eventTypesQueryOptions()).data;
  const eventName = eventTypes?.find((entry) => entry.code === eventType)?.displayName ?? eventType;
  const { kind, when } = orderSchedule(order);
  const address = deliveryInfo?.deliveryAddress;
  return (
    <section aria-labelledby="details-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="details-heading" className="text-2xl text-verde-800">
          Order details
        </h2>
        <Link
          to={INTAKE_EDIT_PATH}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900"
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> order details</span>
        </Link>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-bold text-ink-muted">{kind}</dt>
          <dd>{when ?? 'Time not chosen yet'}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-ink-muted">Restaurant</dt>
          <dd>
            {store.name}
            {restaurantAddressLines(restaurant).map((line) => (
              <span key={line} className="block text-sm text-ink-muted">
                {line}
              </span>
            ))}
          </dd>
        </div>
        {isDelivery && address && (
          <div>
            <dt className="text-sm font-bold text-ink-muted">Delivery address</dt>
            <dd>
              {[address.company, address.address1, address.address2].filter(Boolean).join(', ')}
              <span className="block text-sm text-ink-muted">
                {address.city}, {address.state} {address.postalCode}
              </span>
              {address.instructions && (
                <span className="block text-sm text-ink-muted">{address.instructions}</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-bold text-ink-muted">Event</dt>
          <dd>{eventName}</dd>
        </div>
      </dl>
    </section>
  );
}
