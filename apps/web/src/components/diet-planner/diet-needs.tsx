import type { BuilderKind, DietGroupCounts, DietSplit, MenuItem } from '@catering/domain';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { DietPlannerProps } from './diet-planner-props';

// The form, the planner's rules and the tally line are one chunk, loaded on the first opening
// (decision 224): a builder nobody plans diets on loads none of it.
const loadPlanner = () => import('./diet-planner-chunk');
const DietPlannerForm = lazy(() => loadPlanner().then((m) => ({ default: m.DietPlannerForm })));
const DietTallyLine = lazy(() => loadPlanner().then((m) => ({ default: m.DietTallyLine })));

/** "Dietary needs": a disclosure beside the headcount that opens the diet planner (BLD-DIET-2). */
export function DietNeeds(props: DietPlannerProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps what was typed.
  const [used, setUsed] = useState(false);
  return (
    <div className="mt-5 border-t border-masa-200 pt-4">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onPointerEnter={() => void loadPlanner().catch(() => undefined)}
          onClick={() => {
            setUsed(true);
            setOpen(!open);
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-base font-bold text-verde-800 underline-offset-4 hover:underline"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
          />
          Dietary needs
          <span className="font-normal text-ink-muted">(vegetarian, vegan, no dairy)</span>
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {used && (
          <Suspense fallback={<p className="mt-2 text-sm text-ink-muted">Loading…</p>}>
            <DietPlannerForm {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** The tally's line on whom the choices feed and its warnings, once a split is entered (BLD-DIET-6). */
export function DietTally(props: {
  kind: BuilderKind;
  item: MenuItem;
  headcount: number;
  split: DietSplit | undefined;
  counts: DietGroupCounts;
}) {
  if (!props.split) return null;
  return (
    <Suspense fallback={null}>
      <DietTallyLine {...props} split={props.split} />
    </Suspense>
  );
}
