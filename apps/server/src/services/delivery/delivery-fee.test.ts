import { describe, expect, test } from 'vitest';
import { calculateDeliveryFeeCents, DELIVERY_RADIUS_METERS } from './delivery-fee';

describe('delivery fee', () => {
  test('is the base fee up to two miles', () => {
    expect(calculateDeliveryFeeCents(0)).toBe(499);
    expect(calculateDeliveryFeeCents(3218)).toBe(499);
  });

  test('adds a dollar for every started mile beyond two', () => {
    expect(calculateDeliveryFeeCents(3300)).toBe(599);
    expect(calculateDeliveryFeeCents(4828)).toBe(599);
    expect(calculateDeliveryFeeCents(4900)).toBe(699);
  });

  test('is $12.99 at the edge of the delivery radius', () => {
    expect(calculateDeliveryFeeCents(DELIVERY_RADIUS_METERS)).toBe(1299);
  });

  test('rejects a negative distance', () => {
    expect(() => calculateDeliveryFeeCents(-1)).toThrow(RangeError);
  });
});
