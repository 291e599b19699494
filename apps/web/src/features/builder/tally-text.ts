import {
  builderErrorMessage,
  type GroupSelection,
  groupErrorText,
  formatQuantityPrefix,
} from '@catering/domain';

/** A group's tally error, "Select 2 more toppings", or undefined when nothing is missing. */
export function tallyGroupError(group: GroupSelection): string | undefined {
  const error = groupErrorText(group);
  return error === undefined ? undefined : `Select ${error}`;
}

/** The overall error after a refused add: "Please select 1 more base, 2 more toppings". */
export function tallyErrorMessage(groups: readonly GroupSelection[]): string | undefined {
  return builderErrorMessage(groups);
}

/** One chosen option in the tally: "Chicken", or "12X Chicken" when chosen more than once. */
export function tallyItemText(name: string, count: number): string {
  return `${formatQuantityPrefix(count)}${name}`;
}

/** What the tally says of a group's state, for screen readers: "Bases, complete". */
export function tallyGroupStatus(title: string, complete: boolean): string {
  return `${title}, ${complete ? 'complete' : 'not complete'}`;
}
