import type { BuilderKind, HeadcountConfig } from '@catering/domain';
import { ChevronDown, CircleHelp } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { HeadcountInput } from './headcount-input';

// The guide is a modal (Radix Dialog, some 15 KB gzip): it loads when the customer shows interest
// in NEED HELP? or when the page is idle, not before the builder's first paint.
const loadGuide = () => import('./catering-quantities-dialog');
const CateringQuantitiesDialog = lazy(() =>
  loadGuide().then((module) => ({ default: module.CateringQuantitiesDialog })),
);
const preloadGuide = () => void loadGuide().catch(() => undefined);

/** Loads the guide's code once the page has settled. */
function usePreloadGuideWhenIdle() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preloadGuide, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadGuide, 2000);
    return () => clearTimeout(timer);
  }, []);
}

const WORDING: Record<BuilderKind, { label: string; unit: string; one: string }> = {
  buildyourown: { label: 'How many people?', unit: 'people', one: 'person' },
  burritosbythebox: { label: 'How many burritos?', unit: 'burritos', one: 'burrito' },
  chipsandsalsa: { label: 'How many orders?', unit: 'orders', one: 'order' },
};

export interface HeadcountPanelProps {
  kind: BuilderKind;
  rule: HeadcountConfig;
  headcount: number;
  onHeadcountChange: (headcount: number) => void;
  /** Shown under the headcount: the dietary needs (BLD-DIET-2). */
  children?: ReactNode;
}

function steps({ min, max, increment }: HeadcountConfig): number[] {
  const step = increment > 0 ? increment : 1;
  return Array.from(
    { length: Math.floor((max - min) / step) + 1 },
    (_, index) => min + index * step,
  );
}

/** How many people (or burritos, or orders): a select when counted in steps, else a number input. */
export function HeadcountPanel({
  kind,
  rule,
  headcount,
  onHeadcountChange,
  children,
}: HeadcountPanelProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and hands focus back.
  const [helpUsed, setHelpUsed] = useState(false);
  usePreloadGuideWhenIdle();
  const wording = WORDING[kind];
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-masa-300 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label
          htmlFor={id}
          className="font-display text-2xl font-extrabold text-verde-800 uppercase [font-stretch:condensed]"
        >
          {wording.label}
        </label>
        <button
          type="button"
          onPointerEnter={preloadGuide}
          onFocus={preloadGuide}
          onClick={() => {
            setHelpUsed(true);
            setHelpOpen(true);
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold tracking-wider text-verde-700 underline-offset-4 hover:bg-verde-50 hover:underline"
        >
          <CircleHelp className="size-5" aria-hidden="true" />
          NEED HELP?
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
        {rule.increment > 1 ? (
          <div className="relative">
            <select
              id={id}
              value={headcount}
              aria-describedby={hintId}
              onChange={(event) => onHeadcountChange(Number(event.target.value))}
              className="h-14 min-w-44 appearance-none rounded-2xl border-2 border-field bg-white pr-12 pl-4 text-lg font-bold text-ink hover:border-verde-600 focus:border-verde-700"
            >
              {steps(rule).map((value) => (
                <option key={value} value={value}>
                  {value} {value === 1 ? wording.one : wording.unit}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-verde-700"
            />
          </div>
        ) : (
          <HeadcountInput
            id={id}
            unit={wording.unit}
            hintId={hintId}
            value={headcount}
            rule={rule}
            onChange={onHeadcountChange}
          />
        )}
        <p id={hintId} className="text-sm font-semibold text-ink-muted">
          Minimum of {rule.min}
        </p>
      </div>
      {children}
      {helpUsed && (
        <Suspense fallback={null}>
          <CateringQuantitiesDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </section>
  );
}
