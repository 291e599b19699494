import { type FoodGroupKey, groupName } from './food-groups';

/** A group's selection against its maximum. */
export interface GroupSelection {
  key: FoodGroupKey;
  count: number;
  max: number;
}

/** True when the group's count equals its maximum. */
export function isGroupValid({ count, max }: Pick<GroupSelection, 'count' | 'max'>): boolean {
  return count === max;
}

/** Per-group error "{n} more {group}" (lower case, plural above 1), or undefined when nothing is missing. */
export function groupErrorText({ key, count, max }: GroupSelection): string | undefined {
  const missing = max - count;
  return missing > 0 ? `${missing} more ${groupName(key, missing)}`.toLowerCase() : undefined;
}

/** Overall message "Please select ..." listing every group's error, or undefined when none is short. */
export function builderErrorMessage(groups: readonly GroupSelection[]): string | undefined {
  const errors = groups.map(groupErrorText).filter((text) => text !== undefined);
  return errors.length > 0 ? `Please select ${errors.join(', ')}` : undefined;
}

/** True when every group is valid, so the item may be added to the bag. */
export function isBuilderFormValid(
  groups: readonly Pick<GroupSelection, 'count' | 'max'>[],
): boolean {
  return groups.every(isGroupValid);
}

/** True when any group has a selection. */
export function isBuilderFormDirty(groups: readonly Pick<GroupSelection, 'count'>[]): boolean {
  return groups.some((group) => group.count > 0);
}
