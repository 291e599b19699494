import { ORDER_STATUSES } from '@catering/domain';
import { useId } from 'react';
import type { UserHistoryEntry } from '../../../api/order-history';
import { HistoryOrderCard } from './history-order-card';

export interface HistoryListProps {
  title: string;
  empty: string;
  entries: readonly UserHistoryEntry[];
  onFavorite?: (entry: UserHistoryEntry) => void;
  onReorder?: (entry: UserHistoryEntry) => void;
  pendingId?: string | null;
  /** Offered for placed (Submitted) orders only. */
  onEdit?: (entry: UserHistoryEntry) => void;
  editingId?: string;
}

/** One list of the history; only a completed order can be reordered (AFT-REORDER-1). */
export function HistoryList({
  title,
  empty,
  entries,
  onFavorite,
  onReorder,
  pendingId,
  onEdit,
  editingId,
}: HistoryListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-verde-800 sm:text-3xl">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 xl:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <HistoryOrderCard
                entry={entry}
                onFavorite={onFavorite}
                onReorder={entry.status === ORDER_STATUSES.closed ? onReorder : undefined}
                reordering={pendingId === entry.id}
                onEdit={entry.status === ORDER_STATUSES.submitted ? onEdit : undefined}
                editing={editingId === entry.id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
