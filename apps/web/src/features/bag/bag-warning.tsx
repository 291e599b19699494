import { TriangleAlert } from 'lucide-react';

/** A warning at the foot of the bag: the $1350 delivery limit, or an order-size limit. */
export function BagWarning({ warning }: { warning: { header: string; text: string } }) {
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
