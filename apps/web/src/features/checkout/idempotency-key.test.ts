import { beforeEach, expect, test } from 'vitest';
import { forgetSubmitKeys, submitKeyFor } from './idempotency-key';

let counter = 0;
const newId = () => `key-${++counter}`;
const attempt = {
  orderId: 'order-1',
  tokenId: 'card-a',
  contact: 'Ada|Lovelace|ada@example.com|2125550100',
};

beforeEach(() => {
  sessionStorage.clear();
  counter = 0;
});

test('keeps the key of a submit attempt for a retry of the same order, card and contact', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  expect(submitKeyFor(sessionStorage, attempt, newId)).toBe(first);
});

test('keeps the key across a reload, because it lives in sessionStorage', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  const reloaded = { ...attempt };
  expect(submitKeyFor(sessionStorage, reloaded, () => 'never')).toBe(first);
});

test('replaces the key when the card changes', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  const second = submitKeyFor(sessionStorage, { ...attempt, tokenId: 'card-b' }, newId);
  expect(second).not.toBe(first);
  expect(submitKeyFor(sessionStorage, attempt, newId)).not.toBe(first);
});

test('replaces the key when the contact details change', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  const changed = submitKeyFor(
    sessionStorage,
    { ...attempt, contact: 'Ada|Byron|ada@example.com|2125550100' },
    newId,
  );
  expect(changed).not.toBe(first);
});

test('gives a new key once the attempt is over', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  forgetSubmitKeys(sessionStorage, 'order-1');
  expect(submitKeyFor(sessionStorage, attempt, newId)).not.toBe(first);
});

test('keeps the keys of other orders apart', () => {
  const first = submitKeyFor(sessionStorage, attempt, newId);
  submitKeyFor(sessionStorage, { ...attempt, orderId: 'order-2' }, newId);
  expect(submitKeyFor(sessionStorage, attempt, newId)).toBe(first);
});
