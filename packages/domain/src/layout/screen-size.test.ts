import { describe, expect, test } from 'vitest';
import { isCompactScreen, screenSizeForWidth } from './screen-size';

describe('screenSizeForWidth', () => {
  test.each([
    [375, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
  ] as const)('names a %i px wide screen %s', (width, size) => {
    expect(screenSizeForWidth(width)).toBe(size);
  });
});

test('treats only extra-small and small screens as compact', () => {
  expect(['xs', 'sm', 'md', 'lg', 'xl'].filter((s) => isCompactScreen(s as never))).toEqual([
    'xs',
    'sm',
  ]);
});
