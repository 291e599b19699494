import { type OrderItemLine } from '@catering/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';

export interface RemoveItemPanelProps {
  line: OrderItemLine;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The remove-meal confirmation panel, shown inside the drawer in place of the items. */
export function RemoveItemPanel({ line, removing, onConfirm, onCancel }: RemoveItemPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves into the panel so keyboard and screen-reader users land on the question.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="remove-item-heading"
      className="flex flex-col items-center rounded-3xl bg-white px-5 py-8 text-center ring-1 ring-masa-300"
    >
      <h3 id="remove-item-heading" ref={heading} tabIndex={-1} className="text-3xl text-verde-800">
        Remove this item?
      </h3>
      <p className="mt-3 text-lg font-bold">{line.title}</p>
      <p className="mt-1 text-ink-muted">It will be taken out of your catering bag.</p>
      <div className="mt-6 flex w-full flex-col items-center gap-2">
        <Button size="lg" className="min-w-48" busy={removing} onClick={onConfirm}>
          Yes, remove
        </Button>
        <button
          type="button"
          disabled={removing}
          onClick={onCancel}
          className="min-h-11 rounded px-2 font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900 disabled:opacity-60"
        >
          Keep it
        </button>
      </div>
    </section>
  );
}
