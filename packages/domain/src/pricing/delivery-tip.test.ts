import { expect, test } from 'vitest';
import { calculateDeliveryTip } from './delivery-tip';

test('tips 15 percent of the subtotal after promotion by default', () => {
  expect(calculateDeliveryTip(10_000)).toBe(1500);
  expect(calculateDeliveryTip(10_000, 0.2)).toBe(2000);
  expect(calculateDeliveryTip(1003)).toBe(150); // 150.45
});
