import { expect, test } from 'vitest';
import { maskPromoCode } from './promo-mask';

test('upper-cases promo codes, drops non-alphanumerics and cuts them at 20 characters', () => {
  expect(maskPromoCode('save-10 now!')).toBe('SAVE10NOW');
  expect(maskPromoCode('a'.repeat(25))).toBe('A'.repeat(20));
});
