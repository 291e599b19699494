import { afterEach, expect, test, vi } from 'vitest';
import { randomId } from './random-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

test('uses crypto.randomUUID where the browser has it', () => {
  expect(randomId()).toMatch(UUID);
});

test('falls back to random bytes shaped as a UUID outside a secure context', () => {
  const { getRandomValues } = crypto;
  vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
  const ids = new Set([randomId(), randomId()]);
  expect(ids.size).toBe(2);
  for (const id of ids) expect(id).toMatch(UUID);
});
