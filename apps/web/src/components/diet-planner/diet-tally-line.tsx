import {
  type BuilderKind,
  type DietGroupCounts,
  dietGroupsOf,
  dietSplitFits,
  type DietSplit,
  dietTallyText,
  dietWarningText,
  evaluateDietMeals,
  type MenuItem,
} from '@catering/domain';
import { AlertTriangle } from 'lucide-react';

export interface DietTallyLineProps {
  kind: BuilderKind;
  item: MenuItem;
  headcount: number;
  split: DietSplit;
  counts: DietGroupCounts;
}

/** "Feeds 12 vegetarians, 4 vegans" and a warning per diet left without a meal (BLD-DIET-5, -6). */
export function DietTallyLine({ kind, item, headcount, split, counts }: DietTallyLineProps) {
  // A headcount lowered below the split: the form says so; the tally has nothing true to say.
  const meals = dietSplitFits(split, headcount)
    ? evaluateDietMeals(kind, item, headcount, split, counts)
    : [];
  const perBurrito = dietGroupsOf(kind, item, headcount).some((group) => group.perItem);
  const warnings = meals.flatMap((meal) => dietWarningText(meal, perBurrito) ?? []);
  const line = dietTallyText(meals);
  return (
    <div className="mt-3 rounded-2xl bg-verde-50 p-3 text-sm">
      {line && <p className="font-bold text-verde-800">{line}</p>}
      <div role="status">
        {warnings.map((warning) => (
          <p key={warning} className="mt-1 flex gap-2 font-semibold text-chile">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{warning}</span>
          </p>
        ))}
      </div>
    </div>
  );
}
