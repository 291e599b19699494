import {
  type BuilderKind,
  type FoodGroupKey,
  isBuilderFormDirty,
  isBuilderFormValid,
  type OrderItem,
} from '@catering/domain';
import { useMemo, useReducer, useState } from 'react';
import type { MenuItem } from '../../api/menu';
import { describeFoodGroups, unitPriceCents } from './builder-groups';
import { builderReducer, type BuilderState, type GroupCounts, sameChoices } from './builder-state';
import { emptyState, stateFromOrderItem } from './order-lines';
import { useGroupActions } from './use-group-actions';

/** A builder's choices and everything derived from them. */
export function useBuilder(kind: BuilderKind, item: MenuItem, editing: OrderItem | undefined) {
  const [initial] = useState(() =>
    editing ? stateFromOrderItem(item, editing) : emptyState(item),
  );
  const [baseline, setBaseline] = useState<BuilderState>(initial);
  const [state, dispatch] = useReducer(builderReducer, initial);
  const groups = useMemo(() => describeFoodGroups(kind, item, state), [kind, item, state]);
  const unitCents = unitPriceCents(item, groups);
  const actions = useGroupActions(state, dispatch);
  // A new item is dirty once anything is chosen; an edited one once it differs from the bag.
  const dirty = editing ? !sameChoices(state, baseline) : isBuilderFormDirty(groups);

  return {
    state,
    groups,
    actions,
    unitCents,
    totalCents: state.headcount * unitCents,
    valid: isBuilderFormValid(groups),
    dirty,
    setHeadcount: (headcount: number) =>
      dispatch({
        type: 'headcountChanged',
        headcount,
        perItemGroups: groups.filter((group) => group.perItem).map((group) => group.key),
      }),
    /** Replaces the choices of each group given (the diet planner's suggestion). */
    fillGroups: (counts: GroupCounts) => {
      for (const [group, chosen] of Object.entries(counts) as [
        FoodGroupKey,
        Record<string, number>,
      ][])
        dispatch({ type: 'groupFilled', group, counts: chosen });
    },
    /** After a save: an edit keeps its choices as the new baseline, an add starts afresh. */
    markSaved: () => {
      if (editing) setBaseline(state);
      else dispatch({ type: 'reset', state: emptyState(item) });
    },
  };
}
