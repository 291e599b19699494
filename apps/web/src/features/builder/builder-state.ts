import type { FoodGroupKey } from '@catering/domain';

/** Chosen count of each option, per food group (an option may sit in two groups). */
export type GroupCounts = Partial<Record<FoodGroupKey, Readonly<Record<string, number>>>>;

/** What the customer has chosen so far in one builder. */
export interface BuilderState {
  headcount: number;
  counts: GroupCounts;
}

export type BuilderAction =
  /** `perItemGroups` are trimmed to the new headcount, from the last option backwards. */
  | { type: 'headcountChanged'; headcount: number; perItemGroups: readonly FoodGroupKey[] }
  | { type: 'countChanged'; group: FoodGroupKey; optionId: string; count: number }
  /** Radio semantics: the option replaces every other choice of its group. */
  | { type: 'optionChosen'; group: FoodGroupKey; optionId: string }
  /** "Choose for me": the whole group at once. */
  | { type: 'groupFilled'; group: FoodGroupKey; counts: Readonly<Record<string, number>> }
  | { type: 'reset'; state: BuilderState };

function withoutZeros(counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

/** The total chosen in one group. */
export function groupTotal(state: BuilderState, group: FoodGroupKey): number {
  return Object.values(state.counts[group] ?? {}).reduce((sum, count) => sum + count, 0);
}

/** The chosen count of one option. */
export function optionCount(state: BuilderState, group: FoodGroupKey, optionId: string): number {
  return state.counts[group]?.[optionId] ?? 0;
}

function trimToFit(counts: Readonly<Record<string, number>>, max: number): Record<string, number> {
  const entries = Object.entries(counts);
  let excess = entries.reduce((sum, [, count]) => sum + count, 0) - max;
  for (let index = entries.length - 1; index >= 0 && excess > 0; index -= 1) {
    const entry = entries[index];
    if (!entry) continue;
    const cut = Math.min(entry[1], excess);
    entry[1] -= cut;
    excess -= cut;
  }
  return withoutZeros(Object.fromEntries(entries));
}

function setGroup(
  state: BuilderState,
  group: FoodGroupKey,
  counts: Readonly<Record<string, number>>,
): BuilderState {
  return { ...state, counts: { ...state.counts, [group]: withoutZeros(counts) } };
}

/** The builder's state changes; limits are checked before dispatching, not here. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'headcountChanged': {
      let next: BuilderState = { ...state, headcount: action.headcount };
      for (const group of action.perItemGroups) {
        next = setGroup(next, group, trimToFit(next.counts[group] ?? {}, action.headcount));
      }
      return next;
    }
    case 'countChanged':
      return setGroup(state, action.group, {
        ...state.counts[action.group],
        [action.optionId]: Math.max(0, Math.trunc(action.count)),
      });
    case 'optionChosen':
      return setGroup(state, action.group, { [action.optionId]: 1 });
    case 'groupFilled':
      return setGroup(state, action.group, action.counts);
    case 'reset':
      return action.state;
  }
}

/** True when two states hold the same headcount and choices. */
export function sameChoices(a: BuilderState, b: BuilderState): boolean {
  if (a.headcount !== b.headcount) return false;
  const groups = new Set([...Object.keys(a.counts), ...Object.keys(b.counts)]) as Set<FoodGroupKey>;
  for (const group of groups) {
    const left = a.counts[group] ?? {};
    const right = b.counts[group] ?? {};
    const ids = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const id of ids) if ((left[id] ?? 0) !== (right[id] ?? 0)) return false;
  }
  return true;
}
