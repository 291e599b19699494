import { expect, test } from 'vitest';
import { orderSummaryErrorMessage, orderSummaryErrorSubject } from './order-summary';

test('reports the first invalid part of the intake', () => {
  const valid = { isRestaurantValid: true, isDateValid: true, isTimeValid: true };
  expect(orderSummaryErrorSubject({ ...valid, isRestaurantValid: false, isDateValid: false })).toBe(
    'restaurant',
  );
  expect(orderSummaryErrorSubject({ ...valid, isDateValid: false })).toBe('date');
  expect(orderSummaryErrorSubject({ ...valid, isTimeValid: false })).toBe('time');
  expect(orderSummaryErrorSubject({ ...valid, isDetailsValid: false })).toBe('details');
  expect(orderSummaryErrorSubject(valid)).toBeUndefined();
});

test('words the band error with the order type and subject', () => {
  expect(orderSummaryErrorMessage('delivery', 'time')).toBe(
    "There's an error with your delivery time.",
  );
});
