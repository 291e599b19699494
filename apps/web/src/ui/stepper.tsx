import { Minus, Plus } from 'lucide-react';

export interface StepperProps {
  /** What is counted, as the buttons say it: "Add one Chicken". */
  name: string;
  count: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** False disables the plus button (the limit is reached and nothing explains it otherwise). */
  canIncrement?: boolean;
  className?: string;
}

const ROUND =
  'grid size-11 shrink-0 place-items-center rounded-full border-2 border-verde-700 bg-white text-verde-800 transition-colors hover:bg-verde-50 active:bg-verde-100 disabled:cursor-not-allowed disabled:border-masa-300 disabled:text-ink-muted disabled:opacity-70';

/**
 * A plus/minus stepper with its count. The buttons are named "Add one {name}" and
 * "Remove one {name}"; the count sits in a polite live region so each change is announced.
 */
export function Stepper({
  name,
  count,
  onIncrement,
  onDecrement,
  canIncrement = true,
  className = '',
}: StepperProps) {
  return (
    <div className={`flex items-center justify-between gap-2 ${className}`}>
      <button
        type="button"
        className={ROUND}
        aria-label={`Remove one ${name}`}
        disabled={count <= 0}
        onClick={onDecrement}
      >
        <Minus className="size-5" aria-hidden="true" strokeWidth={3} />
      </button>
      <output
        aria-live="polite"
        className="min-w-8 text-center font-display text-2xl font-extrabold text-ink tabular-nums [font-stretch:condensed]"
      >
        {count}
        <span className="sr-only"> {name}</span>
      </output>
      <button
        type="button"
        className={ROUND}
        aria-label={`Add one ${name}`}
        disabled={!canIncrement}
        onClick={onIncrement}
      >
        <Plus className="size-5" aria-hidden="true" strokeWidth={3} />
      </button>
    </div>
  );
}
