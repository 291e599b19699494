import { orderSchedule } from '@catering/domain';
import type { Order, OrderValidation } from '@catering/domain';
import { orderSummaryErrorMessage, orderSummaryErrorSubject } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Pencil, ShoppingBag, Truck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { sessionQueryOptions } from '../../api/customerauth';
import { orderValidityQueryOptions } from '../../api/order';
import { EditingNotice } from '../../features/order-edit/editing-notice';

/** The band's error text, from GET /order/{id}/validate. */
export function validityMessage(
  order: Order,
  validity: OrderValidation | undefined,
): string | undefined {
  if (!validity) return undefined;
  const detailsInvalid = validity.validationErrors.some((error) => error.errorCode === 'menuItem');
  const subject = orderSummaryErrorSubject({ ...validity, isDetailsValid: !detailsInvalid });
  return (
    subject &&
    orderSummaryErrorMessage(order.orderDetail.isDelivery ? 'delivery' : 'pickup', subject)
  );
}

/** The short schedule as its date and its time (or delivery window), which never breaks. */
export function splitSchedule(schedule: string): [date: string, time: string] {
  const cut = schedule.lastIndexOf(', ');
  return cut < 0 ? ['', schedule] : [schedule.slice(0, cut + 1), schedule.slice(cut + 2)];
}

/** Under the header while an order exists: pickup or delivery, when, where, and an Edit link. */
export function OrderSummaryBand({ order }: { order: Order }) {
  const { pathname, search } = useLocation();
  const validity = useQuery({ ...orderValidityQueryOptions(order.id), retry: false }).data;
  const editOrderId = useQuery(sessionQueryOptions()).data?.cateringEditOrderId;
  const { kind, when, short } = orderSchedule(order);
  const [date, time] = splitSchedule(short ?? '');
  const error = validityMessage(order, validity);
  const Icon = order.orderDetail.isDelivery ? Truck : ShoppingBag;
  const action = encodeURIComponent(`${pathname}${search}`);
  return (
    <section aria-label="Your order" className="border-b border-verde-900 bg-verde-800 text-masa">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 lg:px-6">
        {editOrderId && <EditingNotice editOrderId={editOrderId} />}
        <p className="flex min-w-0 flex-1 items-center gap-2">
          <Icon className="size-5 shrink-0 text-maiz" aria-hidden="true" />
          {/* A phone stacks kind and time in the band's one-line height; wider screens use one line. */}
          <span className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-2">
            <span className="font-display text-lg leading-tight font-bold tracking-wider uppercase [font-stretch:condensed] sm:leading-normal">
              {kind}
            </span>
            {/* Wraps rather than cuts a delivery window short on a narrow phone. */}
            <span className="text-sm text-verde-100 sm:hidden">
              {date} <span className="whitespace-nowrap">{time}</span>
            </span>
            <span className="hidden min-w-0 truncate text-base text-verde-100 sm:inline">
              {when}
              {order.orderDetail.store.name && <span> · {order.orderDetail.store.name}</span>}
            </span>
          </span>
        </p>
        <Link
          to={`/order/intake?action=${action}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-bold text-maiz underline-offset-4 hover:underline"
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> {kind.toLowerCase()} details</span>
        </Link>
        {error && (
          <p
            role="alert"
            className="flex w-full items-center gap-2 rounded-lg bg-chile px-3 py-1.5 text-sm font-semibold text-white"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
