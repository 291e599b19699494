import { describe, expect, test } from 'vitest';
import { requestHash } from './idempotency';

describe('the request hash of an idempotent call', () => {
  test('ignores key order and absent values but not the content or the target', () => {
    const hash = requestHash({ a: 1, b: { c: [1, 2], d: 'x' } }, 'order-1');
    expect(requestHash({ b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }, 'order-1')).toBe(hash);
    expect(requestHash({ a: 1, b: { c: [2, 1], d: 'x' } }, 'order-1')).not.toBe(hash);
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } }, 'order-2')).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
