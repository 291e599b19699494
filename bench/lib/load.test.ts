import { describe, expect, it } from 'vitest';
import { ratioByRounds } from './load';

describe('ratioByRounds', () => {
  it('takes the median of the rounds’ ratios, not the ratio of the totals', () => {
    // Totals 27 / 18 = 1.5; one spoiled round (20 / 2) must not move the median.
    expect(ratioByRounds([3, 4, 20], [3, 13, 2])).toEqual({
      median: 1,
      lowest: 4 / 13,
      highest: 10,
    });
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => ratioByRounds([1, 2], [1])).toThrow(/rounds differ/);
    expect(() => ratioByRounds([], [])).toThrow(/rounds differ/);
  });
});
