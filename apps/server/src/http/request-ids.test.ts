import { describe, expect, test } from 'vitest';
import { REQUEST_ID, requestIds } from './request-ids';

describe('request ids', () => {
  test('are well-formed and never repeat within a process', () => {
    const next = requestIds();
    const ids = Array.from({ length: 10_000 }, next);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(ids[0]?.split('-')[1]).toBe('1');
    expect(ids[35]?.split('-')[1]).toBe('10');
  });

  test('of two processes (two apps) have different prefixes', () => {
    const prefixes = Array.from({ length: 50 }, () => requestIds()().split('-')[0]);
    expect(new Set(prefixes).size).toBe(50);
  });

  test('stay within the pattern long after the counter has grown', () => {
    const next = requestIds();
    let last = '';
    for (let index = 0; index < 100_000; index += 1) last = next();
    expect(last).toMatch(REQUEST_ID);
    expect(last.endsWith((100_000).toString(36))).toBe(true);
  });
});
