import { formatCurrency, type Order, type OrderItemLine, orderItemLines } from '@catering/domain';
import type { ReactNode } from 'react';

export interface OrderItemListProps {
  order: Order;
  /** Heading level of each item's name, to fit the page's outline. */
  headingLevel?: 'h3' | 'h4';
  /** Per-item actions, e.g. the bag's edit and remove buttons. */
  actions?: (line: OrderItemLine) => ReactNode;
}

/** The order's items: name ("NX " above 1), subtotal, serves text and sub-items by category. */
export function OrderItemList({ order, headingLevel = 'h3', actions }: OrderItemListProps) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-masa-300">
      {orderItemLines(order).map((line) => (
        <li key={line.orderItemId} className="py-4 first:pt-0 last:pb-0">
          <div className="flex items-baseline justify-between gap-4">
            <Heading className="font-display text-lg font-extrabold tracking-wide text-verde-800 uppercase [font-stretch:condensed]">
              {line.title}
            </Heading>
            <span className="font-bold tabular-nums">{formatCurrency(line.subTotalCents)}</span>
          </div>
          {line.popularBuildName && (
            <p className="text-sm font-semibold text-ink-muted">{line.popularBuildName}</p>
          )}
          {line.subName && <p className="text-sm text-ink-muted">{line.subName}</p>}
          {line.servesText && <p className="text-sm text-ink-muted">{line.servesText}</p>}
          {line.groups.length > 0 && (
            <dl className="mt-2 grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-1 text-sm">
              {line.groups.map((group) => (
                <div key={group.key} className="contents">
                  <dt className="font-semibold">{group.label}</dt>
                  <dd className="text-ink-muted">{group.names.join(', ')}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className="mt-2 flex flex-wrap gap-x-4">{actions(line)}</div>}
        </li>
      ))}
    </ul>
  );
}
