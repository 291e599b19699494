import { dollarsToCents, formatCurrency, formatOrderWhen, ORDER_STATUSES } from '@catering/domain';
import { Link } from 'react-router';
import type { UserHistoryEntry } from '../../../api/order-history';
import { Button } from '../../../ui/button';

const STATUS_TEXT: Record<string, string> = {
  [ORDER_STATUSES.submitted]: 'Placed',
  [ORDER_STATUSES.closed]: 'Completed',
  [ORDER_STATUSES.cancelled]: 'Cancelled',
};

// The history does not carry the restaurant's time zone: the customer's own is the best guess.
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface HistoryOrderCardProps {
  entry: UserHistoryEntry;
  onFavorite?: (entry: UserHistoryEntry) => void;
  onReorder?: (entry: UserHistoryEntry) => void;
  reordering?: boolean;
  /** Starts editing a placed order (AFT-EDIT-1). */
  onEdit?: (entry: UserHistoryEntry) => void;
  editing?: boolean;
}

/** One order of the history: what, when, where, the total, and what can be done with it. */
export function HistoryOrderCard({
  entry,
  onFavorite,
  onReorder,
  reordering,
  onEdit,
  editing,
}: HistoryOrderCardProps) {
  const title = entry.favoriteName ?? `Order #${entry.orderNumber}`;
  const when = formatOrderWhen(new Date(entry.scheduledAt), localZone(), {
    delivery: entry.orderType === 'delivery',
  });
  const items = `${entry.itemCount} ${entry.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-display text-2xl font-extrabold tracking-wide uppercase [font-stretch:condensed]">
          {title}
        </h3>
        <p className="font-bold">{formatCurrency(dollarsToCents(entry.total))}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {entry.favoriteName && (
          <>
            <dt className="font-bold">Order</dt>
            <dd>#{entry.orderNumber}</dd>
          </>
        )}
        <dt className="font-bold">{entry.orderType === 'delivery' ? 'Delivery' : 'Pickup'}</dt>
        <dd>{when}</dd>
        <dt className="font-bold">Restaurant</dt>
        <dd>{entry.storeName}</dd>
        <dt className="font-bold">Status</dt>
        <dd>
          {STATUS_TEXT[entry.status] ?? entry.status} · {items}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {onReorder && (
          <Button busy={reordering} onClick={() => onReorder(entry)}>
            Reorder<span className="sr-only"> {title}</span>
          </Button>
        )}
        {onEdit && (
          <Button busy={editing} onClick={() => onEdit(entry)}>
            Edit order<span className="sr-only"> {title}</span>
          </Button>
        )}
        {onFavorite && (
          <Button variant="link" onClick={() => onFavorite(entry)}>
            {entry.favoriteName ? 'Rename favourite' : 'Save as a favourite'}
            <span className="sr-only"> ({title})</span>
          </Button>
        )}
        {entry.status !== ORDER_STATUSES.cancelled && (
          <Link
            to={`/order/confirmation/${encodeURIComponent(entry.id)}`}
            className="min-h-11 content-center rounded px-1 font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900"
          >
            View order<span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
