import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clampHeadcount, headcountLimitMessage, parseHeadcount } from './headcount';

const config = { min: 10, max: 200, increment: 5 };

test('raises a headcount below the minimum to the minimum with the minimum tooltip', () => {
  expect(clampHeadcount(4, config)).toEqual({
    value: 10,
    message: 'Sorry. We have a 10 burrito minimum.',
  });
});

test('lowers a headcount above the maximum to the maximum with the limit tooltip', () => {
  expect(clampHeadcount(250, config)).toEqual({
    value: 200,
    message: 'Sorry. We have a 200 burrito limit.',
  });
});

test('keeps a headcount on the increment and in range without a tooltip', () => {
  expect(clampHeadcount(35, config)).toEqual({ value: 35 });
});

test('snaps a headcount between increments to the nearest step', () => {
  expect(clampHeadcount(17, config).value).toBe(15);
  expect(clampHeadcount(18, config).value).toBe(20);
});

test('never snaps above the highest step within the maximum', () => {
  expect(clampHeadcount(202, { min: 10, max: 203, increment: 5 })).toEqual({ value: 200 });
});

test('falls back to the minimum for a non-number, and treats a zero increment as one', () => {
  expect(clampHeadcount(Number.NaN, config)).toEqual({ value: 10 });
  expect(clampHeadcount(13, { min: 10, max: 20, increment: 0 })).toEqual({ value: 13 });
});

test('uses 200 in the default limit text', () => {
  expect(headcountLimitMessage()).toBe('Sorry. We have a 200 burrito limit.');
});

test('keeps only the whole-number part of typed text', () => {
  expect(parseHeadcount('12')).toBe(12);
  expect(parseHeadcount(' 12.5 ')).toBe(12);
  expect(parseHeadcount('abc')).toBeUndefined();
  expect(parseHeadcount('')).toBeUndefined();
});

test('always lands within min..max on the increment', () => {
  const configs = fc
    .record({
      min: fc.integer({ min: 0, max: 50 }),
      span: fc.integer({ min: 0, max: 300 }),
      increment: fc.integer({ min: 1, max: 25 }),
    })
    .map(({ min, span, increment }) => ({ min, max: min + span, increment }));
  fc.assert(
    fc.property(configs, fc.double({ min: -1000, max: 1000, noNaN: true }), (cfg, input) => {
      const { value } = clampHeadcount(input, cfg);
      expect(value).toBeGreaterThanOrEqual(cfg.min);
      expect(value).toBeLessThanOrEqual(cfg.max);
      expect((value - cfg.min) % cfg.increment).toBe(0);
    }),
  );
});
