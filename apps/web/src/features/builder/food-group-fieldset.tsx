import { CircleCheck } from 'lucide-react';
import { memo } from 'react';
import type { FoodGroupView } from './builder-groups';
import { optionCount, type BuilderState } from './builder-state';
import { ChooseForMeButton } from './choose-for-me-button';
import { FoodOptionCard } from './food-option-card';
import type { GroupActions } from './use-group-actions';

export interface FoodGroupFieldsetProps {
  group: FoodGroupView;
  state: BuilderState;
  actions: GroupActions;
  /** Show the group's "Select ..." error (after a refused add). */
  showError: boolean;
  /** While the builder reveals its cards, how many of the group's are shown yet (else all). */
  optionsShown?: number;
}

function Pips({ group }: { group: FoodGroupView }) {
  const filled = group.pips === 1 ? (group.complete ? 1 : 0) : Math.min(group.count, group.pips);
  return (
    <span aria-hidden="true" className="flex gap-1">
      {Array.from({ length: group.pips }, (_, index) => (
        <span
          key={index}
          className={`size-3 rounded-full ${index < filled ? 'bg-verde-600' : 'border-2 border-masa-300 bg-white'}`}
        />
      ))}
    </span>
  );
}

/**
 * One food group: a fieldset whose legend says what to choose, then its option cards. Memoized:
 * while the builder reveals its groups one per transition, or the headcount or the diet plan
 * changes, the groups already shown are not rendered again unless their own props changed.
 */
export const FoodGroupFieldset = memo(function FoodGroupFieldset({
  group,
  state,
  actions,
  showError,
  optionsShown,
}: FoodGroupFieldsetProps) {
  const errorId = `group-${group.key}-error`;
  const single = group.max === 1 && !group.perItem;
  const full = group.count >= group.max;
  const error = showError ? group.error : undefined;
  return (
    <fieldset
      id={`group-${group.key}`}
      aria-describedby={error ? errorId : undefined}
      className="scroll-mt-28 rounded-3xl bg-white/60 p-4 ring-1 ring-masa-300 sm:p-6"
    >
      <legend className="float-left w-full">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-display text-2xl font-extrabold text-verde-800 uppercase [font-stretch:condensed]">
            {group.title}
          </span>
          {group.complete && (
            <CircleCheck className="size-6 text-verde-600" aria-label="complete" role="img" />
          )}
        </span>
        <span className="mt-0.5 block text-base font-semibold text-ink">{group.header}</span>
      </legend>
      <div className="clear-both flex flex-wrap items-center gap-x-4 gap-y-2 pt-3">
        <Pips group={group} />
        {group.counter && (
          <span className="text-sm font-bold text-ink-muted tabular-nums">{group.counter}</span>
        )}
        {group.perItem && (
          <ChooseForMeButton
            quantity={group.max}
            options={group.options}
            groupTitle={group.title}
            onChoose={(counts) => actions.fill(group.key, counts)}
          />
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-2 font-semibold text-chile">
          {error}
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 xs:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {group.options.slice(0, optionsShown).map((option) => {
          const count = optionCount(state, group.key, option.id);
          return (
            <FoodOptionCard
              key={option.id}
              option={option}
              groupKey={group.key}
              count={count}
              single={single}
              unavailable={!group.perItem && !single && full && count === 0}
              canIncrement={group.perItem || !full}
              onToggle={(checked) =>
                single
                  ? actions.choose(group, option)
                  : actions.setCount(group, option, checked ? count + 1 : 0)
              }
              onIncrement={() => actions.setCount(group, option, count + 1)}
              onDecrement={() => actions.setCount(group, option, count - 1)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
});
