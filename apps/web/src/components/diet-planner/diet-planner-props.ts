import type { BuilderKind, DietGroupCounts, DietSplit, MenuItem } from '@catering/domain';

/** What the planner reads from a builder and what it hands back to it. */
export interface DietPlannerProps {
  kind: BuilderKind;
  item: MenuItem;
  headcount: number;
  counts: DietGroupCounts;
  /** The split the item was saved with, when it is being changed. */
  initialSplit?: DietSplit;
  /** The split as typed, or undefined while empty or invalid. */
  onSplitChange: (split: DietSplit | undefined) => void;
  /** Replaces the builder's choices with the suggestion, group by group. */
  onApply: (counts: DietGroupCounts) => void;
}
