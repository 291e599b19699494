import { expect, test } from 'vitest';
import { withGoal } from './goal';

test('a figure that meets its goal is printed with it, one that misses it says so', () => {
  expect(withGoal('server CPU per order 3.9 ms', 'at most 4 ms', true)).toBe(
    'server CPU per order 3.9 ms (goal at most 4 ms)',
  );
  expect(withGoal('server CPU per order 22.7 ms', 'at most 4 ms', false)).toBe(
    'server CPU per order 22.7 ms (goal at most 4 ms) BELOW GOAL',
  );
});
