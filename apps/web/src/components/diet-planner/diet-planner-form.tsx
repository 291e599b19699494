import {
  type DietSplit,
  dietPeopleText,
  isEmptyDietSplit,
  proposeDietChoices,
  readDietSplit,
  type SpecialDiet,
} from '@catering/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import type { DietPlannerProps } from './diet-planner-props';

const LABELS: Record<SpecialDiet, string> = {
  vegetarian: 'Vegetarians',
  vegan: 'Vegans',
  dairyFree: 'Avoid dairy',
};
// The fields in the order people say them: "12 vegetarians, 4 vegans".
const FIELDS: readonly SpecialDiet[] = ['vegetarian', 'vegan', 'dairyFree'];

function typedFrom(split: DietSplit | undefined): Record<SpecialDiet, string> {
  const text = (n: number | undefined) => (n ? String(n) : '');
  return {
    vegetarian: text(split?.vegetarian),
    vegan: text(split?.vegan),
    dairyFree: text(split?.dairyFree),
  };
}

/** The diet split's fields and "Suggest choices" (BLD-DIET-2, BLD-DIET-4). */
export function DietPlannerForm(props: DietPlannerProps) {
  const { kind, item, headcount, onSplitChange, onApply } = props;
  const id = useId();
  const [typed, setTyped] = useState(() => typedFrom(props.initialSplit));
  const [outcome, setOutcome] = useState('');
  const fields = useRef<Partial<Record<SpecialDiet, HTMLInputElement | null>>>({});
  const read = readDietSplit(typed, headcount);
  const errors = read.errors ?? {};

  const change = (diet: SpecialDiet, text: string) => {
    const next = { ...typed, [diet]: text };
    setTyped(next);
    setOutcome('');
    const { split } = readDietSplit(next, headcount);
    onSplitChange(split && !isEmptyDietSplit(split) ? split : undefined);
  };

  const suggest = () => {
    const { split } = read;
    if (!split) {
      const first = FIELDS.find((diet) => errors[diet]) ?? 'vegetarian';
      fields.current[first]?.focus();
      return;
    }
    const proposal = proposeDietChoices(kind, item, headcount, split);
    onApply(proposal.counts);
    const unmet = proposal.unmet.map((diet) => dietPeopleText(diet, split[diet]));
    setOutcome(
      unmet.length > 0
        ? `Suggested, but nothing on this menu can feed the ${unmet.join(' and ')}.`
        : 'Suggested: everyone has a meal they can eat.',
    );
  };

  return (
    <div className="mt-3 space-y-3">
      <p id={`${id}-rule`} className="text-sm text-ink-muted">
        Count each guest once: a vegetarian who also avoids dairy counts as vegan.
        {kind === 'burritosbythebox' &&
          ' A burrito suits a diet when its protein does; every burrito has the fillings listed under Included.'}
      </p>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {FIELDS.map((diet) => (
          <Input
            key={diet}
            ref={(element) => {
              fields.current[diet] = element;
            }}
            label={LABELS[diet]}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={typed[diet]}
            error={errors[diet]}
            onChange={(event) => change(diet, event.target.value)}
          />
        ))}
      </div>
      {errors.total && (
        <p role="alert" className="text-sm font-semibold text-chile">
          {errors.total}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={suggest} aria-describedby={`${id}-rule`}>
          Suggest choices
        </Button>
        <p role="status" className="text-sm font-semibold text-verde-800">
          {outcome}
        </p>
      </div>
    </div>
  );
}
