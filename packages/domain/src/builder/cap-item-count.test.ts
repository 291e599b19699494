import { expect, test } from 'vitest';
import { capItemCount, ITEM_LIMIT_SUB_TEXT } from './cap-item-count';

test('keeps a count that fits what remains of the group', () => {
  expect(capItemCount(5, 10, 15, 'Chicken')).toEqual({ count: 5 });
});

test('caps a count to what remains and explains the limit', () => {
  expect(capItemCount(8, 10, 15, 'Chicken')).toEqual({
    count: 5,
    message: 'SORRY! LIMITED TO 5 Chicken',
    subText: ITEM_LIMIT_SUB_TEXT,
  });
  expect(capItemCount(1, 16, 15, 'Steak').count).toBe(0);
});
