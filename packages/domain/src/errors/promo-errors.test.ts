import { expect, test } from 'vitest';
import { promoErrorMessage } from './promo-errors';

test.each([
  ['COO-0070', 'Item is missing'],
  ['COO-0117', 'Promotion has expired'],
  ['COO-0118', 'Sorry, this promo code is unavailable'],
  ['COO-0001', 'Promo code is invalid'],
  [undefined, 'Promo code is invalid'],
])('maps promo error %s to %j', (code, message) => {
  expect(promoErrorMessage(code)).toBe(message);
});
