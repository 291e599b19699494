import { expect, test } from 'vitest';
import { isPromotionOpenTo } from './open-promotions';

const NOW = Date.UTC(2027, 2, 10);
const always = {
  code: 'CATER15',
  active: 1,
  valid_from: null,
  valid_to: null,
  once_per_customer: 0,
} as const;
const fresh = { now: NOW, usedCodes: new Set<string>() };

test('offers an active promotion without dates to every customer (ACC-LOYALTY-3)', () => {
  expect(isPromotionOpenTo(always, fresh)).toBe(true);
  expect(isPromotionOpenTo(always, { now: NOW, usedCodes: new Set(['CATER15']) })).toBe(true);
});

test('leaves out a retired promotion, one not started and one that has ended', () => {
  expect(isPromotionOpenTo({ ...always, active: 0 }, fresh)).toBe(false);
  expect(isPromotionOpenTo({ ...always, valid_from: NOW + 1 }, fresh)).toBe(false);
  expect(isPromotionOpenTo({ ...always, valid_to: NOW - 1 }, fresh)).toBe(false);
  expect(isPromotionOpenTo({ ...always, valid_from: NOW, valid_to: NOW }, fresh)).toBe(true);
});

test('leaves out a once-per-customer code the customer has used', () => {
  const once = { ...always, code: 'FIRSTCATER', once_per_customer: 1 } as const;
  expect(isPromotionOpenTo(once, fresh)).toBe(true);
  expect(isPromotionOpenTo(once, { now: NOW, usedCodes: new Set(['FIRSTCATER']) })).toBe(false);
});
