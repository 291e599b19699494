import { toRealHours, type RealHours } from './real-hours';

export interface UtcInterval {
  openUtc: number;
  closeUtc: number;
}

/** Merges the open intervals of several restaurants into the times any of them is open. */
export function combineOpenIntervals(lists: readonly (readonly UtcInterval[])[]): UtcInterval[] {
  const sorted = lists
    .flat()
    .slice()
    .sort((a, b) => a.openUtc - b.openUtc || a.closeUtc - b.closeUtc);
  const merged: UtcInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.openUtc <= last.closeUtc)
      last.closeUtc = Math.max(last.closeUtc, interval.closeUtc);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The combinedRealHours of a delivery search, shown in one time zone (the nearest restaurant's). */
export function combinedRealHours(
  lists: readonly (readonly UtcInterval[])[],
  timezoneId: string,
): RealHours[] {
  return combineOpenIntervals(lists).map((interval) => toRealHours(interval, timezoneId));
}
