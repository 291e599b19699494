import { capItemCount, type FoodGroupKey } from '@catering/domain';
import { type Dispatch, useMemo } from 'react';
import { showDialog } from '../../stores/dialog-store';
import type { MenuOption } from '../../api/menu';
import type { FoodGroupView } from './builder-groups';
import type { BuilderAction, BuilderState } from './builder-state';
import { optionCount } from './builder-state';

/** What the food groups can do to the builder's choices, with the limits checked first. */
export interface GroupActions {
  choose: (group: FoodGroupView, option: MenuOption) => void;
  setCount: (group: FoodGroupView, option: MenuOption, requested: number) => void;
  fill: (group: FoodGroupKey, counts: Record<string, number>) => void;
}

export function useGroupActions(
  state: BuilderState,
  dispatch: Dispatch<BuilderAction>,
): GroupActions {
  return useMemo(
    () => ({
      choose: (group, option) =>
        dispatch({ type: 'optionChosen', group: group.key, optionId: option.id }),
      setCount: (group, option, requested) => {
        const current = optionCount(state, group.key, option.id);
        const others = group.count - current;
        let count = Math.max(0, requested);
        if (group.perItem) {
          const capped = capItemCount(count, others, group.max, option.name);
          count = capped.count;
          if (capped.message) {
            void showDialog({
              header: capped.message,
              text: capped.subText ?? '',
              button: 'OKAY',
            });
          }
        } else {
          count = Math.min(count, Math.max(0, group.max - others));
        }
        if (count !== current) {
          dispatch({ type: 'countChanged', group: group.key, optionId: option.id, count });
        }
      },
      fill: (group, counts) => dispatch({ type: 'groupFilled', group, counts }),
    }),
    [state, dispatch],
  );
}
