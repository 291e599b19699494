import { expect, test } from 'vitest';
import { isWithinEditWindow } from './edit-window';

test('allows online edits only more than 24 hours before pickup or delivery', () => {
  const scheduled = Date.UTC(2025, 10, 26, 17, 0);
  expect(isWithinEditWindow(scheduled, scheduled - 24 * 3_600_000 - 1)).toBe(true);
  expect(isWithinEditWindow(scheduled, scheduled - 24 * 3_600_000)).toBe(false);
  expect(isWithinEditWindow(new Date(scheduled), new Date(scheduled))).toBe(false);
});
