import { type BuilderKind, type DietSplit, dietSplitFits, type OrderItem } from '@catering/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DietNeeds, DietTally } from '../../components/diet-planner/diet-needs';
import { useDrawerStore } from '../../stores/drawer-store';
import type { MenuItem } from '../../api/menu';
import { AddToBagBar } from './add-to-bag-bar';
import { BuilderSummary } from './builder-summary';
import { BuilderTally } from './builder-tally';
import type { FoodGroupView } from './builder-groups';
import { FoodGroupFieldset, type FoodGroupFieldsetProps } from './food-group-fieldset';
import { HeadcountPanel } from './headcount-panel';
import { orderItemBody } from './order-lines';
import { tallyErrorMessage } from './tally-text';
import { useBuilder } from './use-builder';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveBuilderItem } from './use-save-builder-item';

export interface BuilderFormProps {
  kind: BuilderKind;
  item: MenuItem;
  orderId: string;
  /** The bag's item when editing. */
  editing?: OrderItem;
  /** Where the edit began, when on another page. */
  returnTo?: string;
}

/** Option cards added per step after the first render, which shows no food group. */
const OPTIONS_PER_STEP = 4;
/** About one food group's height on a phone, in rem (also its contain-intrinsic-size). */
const GROUP_HEIGHT_REM = 36;

/**
 * How many option cards to render: none at first, then a few more per step straight after the
 * first paint. Each step is a render and a commit in a task of its own (the effect runs after the
 * frame that painted the last one), so a slow phone paints the item's name, price and headcount
 * without waiting for two dozen option cards, and lays the cards out a few at a time rather than
 * a whole group (or all of them) in one long frame: no step's work crosses 50 ms on a phone
 * (decisions 245 and 263).
 */
function useOptionsShown(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < total) setShown(shown + OPTIONS_PER_STEP);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * The food groups, revealed a few option cards per step (a group's heading comes with its
 * first cards). The count of cards shown is this component's state, so each step renders the
 * groups alone, not the whole builder around them.
 */
function FoodGroups({
  groups,
  ...props
}: { groups: FoodGroupView[] } & Omit<FoodGroupFieldsetProps, 'group'>) {
  const total = groups.reduce((sum, group) => sum + Math.max(group.options.length, 1), 0);
  const shown = useOptionsShown(total);
  let left = shown;
  const started: { group: FoodGroupView; optionsShown: number }[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const size = Math.max(group.options.length, 1);
    started.push({ group, optionsShown: Math.min(left, size) });
    left -= size;
  }
  const waiting = groups.length - started.length;
  return (
    <>
      {started.map(({ group, optionsShown }) => (
        <FoodGroupFieldset
          key={group.key}
          group={group}
          optionsShown={optionsShown < group.options.length ? optionsShown : undefined}
          {...props}
        />
      ))}
      {waiting > 0 && (
        // Holds the groups' place so that nothing below them moves when they arrive.
        <div aria-hidden="true" style={{ height: `${waiting * GROUP_HEIGHT_REM}rem` }} />
      )}
    </>
  );
}

function focusGroup(key: string) {
  const fieldset = document.getElementById(`group-${key}`);
  fieldset?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  fieldset?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
}

/** The builder of one menu item: headcount, food groups, tally, total and the add button. */
export function BuilderForm({ kind, item, orderId, editing, returnTo }: BuilderFormProps) {
  const builder = useBuilder(kind, item, editing);
  const [dietSplit, setDietSplit] = useState<DietSplit | undefined>(editing?.dietSplit);
  const dietPlan = { kind, item, headcount: builder.state.headcount, counts: builder.state.counts };
  // The split goes with the item when it fits its headcount (BLD-DIET-7).
  const sentSplit =
    dietSplit && dietSplitFits(dietSplit, builder.state.headcount) ? { dietSplit } : {};
  const [attempted, setAttempted] = useState(false);
  const save = useSaveBuilderItem({ orderId, orderItemId: editing?.orderItemId });
  const guard = useLeaveGuard(builder.dirty && !save.isPending);
  const navigate = useNavigate();
  const openDrawer = useDrawerStore((store) => store.openDrawer);
  // Back where the edit began: that page, with the bag the Edit was pressed in. The bag opens once
  // the navigation has landed: one with nothing to load closes the drawers as it lands.
  const goBack = async (to: string) => {
    guard.allowNextNavigation();
    await navigate(to);
    openDrawer('bag');
  };

  const add = () => {
    if (!builder.valid) {
      setAttempted(true);
      const short = builder.groups.find((group) => !group.complete);
      if (short) focusGroup(short.key);
      return;
    }
    save.mutate(
      { ...orderItemBody(item, builder.state), ...sentSplit },
      {
        onSuccess: () => {
          setAttempted(false);
          if (returnTo) return void goBack(returnTo);
          builder.markSaved();
          openDrawer('bag');
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6 md:pb-12">
      <BuilderSummary
        kind={kind}
        item={item}
        headcount={builder.state.headcount}
        unitPriceCents={builder.unitCents}
      />
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <HeadcountPanel
            kind={kind}
            rule={item.itemConfig}
            headcount={builder.state.headcount}
            onHeadcountChange={builder.setHeadcount}
          >
            {kind !== 'chipsandsalsa' && (
              <DietNeeds
                {...dietPlan}
                initialSplit={editing?.dietSplit}
                onSplitChange={setDietSplit}
                onApply={builder.fillGroups}
              />
            )}
          </HeadcountPanel>
          <FoodGroups
            groups={builder.groups}
            state={builder.state}
            actions={builder.actions}
            showError={attempted}
          />
        </div>
        <aside
          aria-label="Your build"
          className="space-y-4 md:sticky md:top-24 md:max-h-[calc(100dvh-7rem)] md:self-start md:overflow-y-auto"
        >
          <BuilderTally
            groups={builder.groups}
            included={item.config}
            attempted={attempted}
            diet={<DietTally {...dietPlan} split={dietSplit} />}
          />
          <AddToBagBar
            totalCents={builder.totalCents}
            editing={editing !== undefined}
            saving={save.isPending}
            errorMessage={attempted ? tallyErrorMessage(builder.groups) : undefined}
            onAdd={add}
            closeTo={editing ? returnTo : undefined}
            onClose={returnTo ? () => void goBack(returnTo) : undefined}
          />
        </aside>
      </div>
    </div>
  );
}
