import { expect, test } from 'vitest';
import { earnLoyaltyPoints } from './earn-loyalty-points';

test('earns the rate for every whole dollar of the subtotal after the promotion (ACC-LOYALTY-2)', () => {
  expect(earnLoyaltyPoints({ subTotalCents: 12_950, promotionDeductionCents: 1_943 }, 10)).toBe(
    1100,
  );
});

test('earns nothing on the cents left over, nor below a dollar', () => {
  expect(earnLoyaltyPoints({ subTotalCents: 1_999, promotionDeductionCents: 0 }, 1)).toBe(19);
  expect(earnLoyaltyPoints({ subTotalCents: 99, promotionDeductionCents: 0 }, 10)).toBe(0);
});

test('never earns a negative amount when the deduction covers the whole subtotal', () => {
  expect(earnLoyaltyPoints({ subTotalCents: 500, promotionDeductionCents: 1_000 }, 10)).toBe(0);
});
