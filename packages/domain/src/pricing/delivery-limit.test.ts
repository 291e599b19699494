import { expect, test } from 'vitest';
import { deliveryLimitWarning, exceedsDeliveryLimit } from './delivery-limit';

test('flags delivery orders above $1350 after deduction, never pickup', () => {
  expect(exceedsDeliveryLimit('delivery', 135_000)).toBe(false);
  expect(exceedsDeliveryLimit('delivery', 135_001)).toBe(true);
  expect(exceedsDeliveryLimit('pickup', 500_000)).toBe(false);
  expect(deliveryLimitWarning('delivery', 135_001)?.header).toBe('DELIVERY LIMIT IS $1350');
  expect(deliveryLimitWarning('delivery', 100)).toBeUndefined();
});
