import { ORDER_EDIT_CUTOFF_HOURS } from '../constants';

const HOUR_MS = 3_600_000;

/** True while the order may still be edited online: more than 24 hours before its pickup or delivery. */
export function isWithinEditWindow(scheduledAt: Date | number, now: Date | number): boolean {
  return (
    new Date(scheduledAt).getTime() - new Date(now).getTime() > ORDER_EDIT_CUTOFF_HOURS * HOUR_MS
  );
}
