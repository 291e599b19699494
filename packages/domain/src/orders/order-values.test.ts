import { expect, test } from 'vitest';
import { ORDER_STATUSES, ORDER_TYPES, isViewableOnConfirmation } from './order-values';

test('names the order types and statuses', () => {
  expect(ORDER_TYPES).toEqual(['pickup', 'delivery']);
  expect(Object.values(ORDER_STATUSES)).toEqual(['Open', 'Submitted', 'Closed', 'Cancelled']);
});

test('sends cancelled and never-submitted orders away from the confirmation page', () => {
  expect(isViewableOnConfirmation('Cancelled')).toBe(false);
  expect(isViewableOnConfirmation('Open')).toBe(false);
  expect(isViewableOnConfirmation('Submitted')).toBe(true);
  expect(isViewableOnConfirmation('Closed')).toBe(true);
});
