import {
  dietSplitText,
  dollarsToCents,
  formatAddressLine,
  formatCurrency,
  formatOrderWhen,
  maskPhoneNumber,
} from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { sharedOrderQueryOptions } from '../../api/order-share';
import { buttonClass } from '../../ui/button';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-masa-300';
const page = 'mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10';
const GONE = 'This order link has expired or was turned off. Ask whoever sent it for a new one.';

/**
 * /shared/:token: a placed order for the team it was shared with, read-only: what is coming, when
 * and where, what it feeds and what it costs per person; never who ordered it or how they paid.
 */
function SharedOrderPage() {
  const { token = '' } = useParams();
  const shared = useQuery(sharedOrderQueryOptions(token));

  if (shared.isPending)
    return (
      <p role="status" className={`${page} text-ink-muted`}>
        Loading the shared order…
      </p>
    );
  if (shared.isError) {
    const gone = shared.error instanceof ApiError && [400, 404].includes(shared.error.status);
    return (
      <section className={page}>
        <h1 className="text-4xl text-verde-800 sm:text-5xl">Shared catering order</h1>
        <p className="text-lg" role="alert">
          {gone ? GONE : 'We couldn’t load this order. Please try again in a moment.'}
        </p>
        <Link to="/" className={buttonClass({ size: 'lg' })}>
          Go to catering home
        </Link>
      </section>
    );
  }

  const order = shared.data;
  const delivery = order.orderType === 'delivery';
  const when = formatOrderWhen(new Date(order.scheduledAt), order.restaurant.timezoneId, {
    delivery,
  });
  const address = order.deliveryAddress;
  return (
    <article aria-labelledby="shared-heading" className={page}>
      <div className="space-y-2 text-center">
        <h1 id="shared-heading" className="text-4xl text-verde-800 sm:text-5xl">
          Catering for your team
        </h1>
        {order.orderNumber && (
          <p className="text-lg">
            Order number <strong className="tabular-nums">{order.orderNumber}</strong>
          </p>
        )}
        <p className="text-ink-muted">
          Shared by the person who placed it. This page is read-only.
        </p>
      </div>
      {order.cancelled && (
        <p
          role="alert"
          className="rounded-2xl border-2 border-chile bg-white p-4 text-lg font-bold"
        >
          This order was cancelled.
        </p>
      )}
      <section
        aria-labelledby="shared-when-heading"
        className={`${card} grid gap-4 sm:grid-cols-2`}
      >
        <div>
          <h2 id="shared-when-heading" className="text-xl text-verde-800">
            {delivery ? 'Delivery' : 'Pickup'}
          </h2>
          <p>{when}</p>
          {address && <p className="mt-1 text-sm text-ink-muted">{formatAddressLine(address)}</p>}
        </div>
        <div>
          <h2 className="text-xl text-verde-800">Restaurant</h2>
          <p>{order.restaurant.name}</p>
          {order.restaurant.phoneNumber && (
            <p className="text-sm text-ink-muted">
              <a className="underline" href={`tel:${order.restaurant.phoneNumber}`}>
                {maskPhoneNumber(order.restaurant.phoneNumber)}
              </a>
            </p>
          )}
        </div>
      </section>
      <section aria-labelledby="shared-items-heading" className={`${card} space-y-3`}>
        <h2 id="shared-items-heading" className="text-xl text-verde-800">
          What’s coming
        </h2>
        <ul className="space-y-3">
          {order.items.map((item, index) => (
            <li key={`${index}-${item.title}`}>
              <p className="font-bold">{item.title}</p>
              {item.servesText && <p className="text-sm text-ink-muted">{item.servesText}</p>}
              {item.choices.length > 0 && <p className="text-sm">{item.choices.join(', ')}</p>}
              {item.dietSplit && dietSplitText(item.dietSplit) && (
                <p className="text-sm">Planned for {dietSplitText(item.dietSplit)}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shared-cost-heading" className={card}>
        <h2 id="shared-cost-heading" className="text-xl text-verde-800">
          What it feeds and costs
        </h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>People fed</dt>
          <dd className="text-right tabular-nums">{order.headcount}</dd>
          <dt>Total</dt>
          <dd className="text-right tabular-nums">{formatCurrency(dollarsToCents(order.total))}</dd>
          {order.costPerPerson !== null && (
            <>
              <dt className="font-bold">Cost per person</dt>
              <dd className="text-right font-bold tabular-nums">
                {formatCurrency(dollarsToCents(order.costPerPerson))}
              </dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}

export { SharedOrderPage as Component };
