import type { DELIVERY_LIMIT_WARNING } from '@catering/domain';
import { TriangleAlert } from 'lucide-react';

/** The bag's warning when a delivery order is above the $1350 limit. */
export function DeliveryLimitNotice({ warning }: { warning: typeof DELIVERY_LIMIT_WARNING }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border-2 border-chile bg-white p-4">
      <TriangleAlert className="size-6 shrink-0 text-chile" aria-hidden="true" />
      <div>
        <p className="font-display text-lg font-extrabold tracking-wide text-chile [font-stretch:condensed]">
          {warning.header}
        </p>
        <p className="mt-1 text-sm">{warning.text}</p>
      </div>
    </div>
  );
}
