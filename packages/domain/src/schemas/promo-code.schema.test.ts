import { expect, test } from 'vitest';
import { promoCodeSchema } from './promo-code.schema';

test('limits promo codes to 20 characters', () => {
  expect(promoCodeSchema.safeParse({ code: 'A'.repeat(21) }).success).toBe(false);
  expect(promoCodeSchema.safeParse({ code: 'A'.repeat(20) }).success).toBe(true);
});

test('asks for a promo code when it is blank', () => {
  expect(
    promoCodeSchema.safeParse({ code: '  ' }).error?.issues.map((issue) => issue.message),
  ).toEqual(['Please enter a promo code']);
});
