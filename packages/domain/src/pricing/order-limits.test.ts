import { expect, test } from 'vitest';
import { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS, MAX_ORDER_SUBTOTAL_CENTS } from '../constants';
import { errorDialogFor } from '../errors/dialogs';
import { errorMessageFor } from '../errors/error-catalogue';
import { brokenOrderLimit, orderLimitWarning, type SizedItem } from './order-limits';

const line = (id: number, quantity = 10, subTotalCents = 12_950): SizedItem => ({
  id: `i${id}`,
  quantity,
  subTotalCents,
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i));

test('sets the limits at 25 items, 200 a line and a $10,000 bag total', () => {
  expect([MAX_ORDER_ITEMS, MAX_ITEM_QUANTITY, MAX_ORDER_SUBTOTAL_CENTS]).toEqual([
    25, 200, 1_000_000,
  ]);
});

test('refuses the item after the 25th', () => {
  expect(brokenOrderLimit(lines(24), lines(25))).toBeUndefined();
  expect(brokenOrderLimit(lines(25), lines(26))).toBe('ORD-0414');
});

test('refuses a line whose quantity grows above 200', () => {
  expect(brokenOrderLimit([], [line(1, 200)])).toBeUndefined();
  expect(brokenOrderLimit([], [line(1, 201)])).toBe('ORD-0415');
  expect(brokenOrderLimit([line(1, 150)], [line(1, 201)])).toBe('ORD-0415');
});

test('refuses a change that takes the bag total above $10,000', () => {
  expect(brokenOrderLimit([], [line(1, 10, 1_000_000)])).toBeUndefined();
  expect(brokenOrderLimit([line(1, 10, 999_999)], [line(1, 10, 1_000_001)])).toBe('ORD-0416');
});

test('lets an order that is already above a limit shrink or stay', () => {
  const over = [...lines(26), line(99, 300, 2_000_000)];
  expect(brokenOrderLimit(over, over.slice(1))).toBeUndefined();
  expect(brokenOrderLimit(over, over)).toBeUndefined();
  expect(brokenOrderLimit(over, [...over.slice(0, -1), line(99, 250, 1_500_000)])).toBeUndefined();
});

test('maps each limit to its message and its ORDER LIMIT dialog', () => {
  expect(errorMessageFor('ORD-0414')).toBe(
    'An order can hold up to 25 items. To add another, remove one or call our catering line.',
  );
  expect(errorMessageFor('ORD-0415')).toBe(
    'An item can have a quantity of up to 200. To order more, add another item.',
  );
  expect(errorMessageFor('ORD-0416')).toBe(
    'Online orders are limited to $10,000. To order more, please call our catering line.',
  );
  expect(errorDialogFor({ errorCode: 'ORD-0416' })).toMatchObject({ header: 'ORDER LIMIT' });
});

test('warns in the bag when it cannot take another item or is above the bag-total limit', () => {
  expect(orderLimitWarning(24, 500_000)).toBeUndefined();
  expect(orderLimitWarning(25, 500_000)?.header).toBe('YOUR BAG IS FULL');
  expect(orderLimitWarning(3, 1_000_001)?.text).toMatch(/^Online orders are limited to \$10,000/);
});
