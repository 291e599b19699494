import { expect, test } from 'vitest';
import {
  calculatePromotionDeduction,
  calculateSubtotalAfterPromotion,
} from './promotion-deduction';

test('deducts a percentage rounded half up to the cent', () => {
  expect(calculatePromotionDeduction(1005, { percent: 10 })).toBe(101);
  expect(calculatePromotionDeduction(1004, { percent: 10 })).toBe(100);
});

test('never deducts more than the subtotal nor less than nothing', () => {
  expect(calculatePromotionDeduction(1500, { amountCents: 2000 })).toBe(1500);
  expect(calculatePromotionDeduction(1500, { amountCents: 500 })).toBe(500);
  expect(calculatePromotionDeduction(1500, { percent: 150 })).toBe(1500);
  expect(calculatePromotionDeduction(1500, { amountCents: -5 })).toBe(0);
});

test('subtracts the deduction from the subtotal', () => {
  expect(calculateSubtotalAfterPromotion(1500, 500)).toBe(1000);
});
