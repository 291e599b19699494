import { expect, test } from 'vitest';
import { ApiError } from '../../api/api-error';

import { promoFailure } from './promo-failure';

const apiError = (status: number, errorCode: string | null) =>
  new ApiError({ status, errorCode, message: 'x', correlationId: 'c' });

test.each([
  ['COO-0070', 'Item is missing'],
  ['COO-0117', 'Promotion has expired'],
  ['COO-0118', 'Sorry, this promo code is unavailable'],
  ['PRM-0400', 'Promo code is invalid'],
])('shows the message of promotion answer %s under the entry', (code, message) => {
  expect(promoFailure(apiError(400, code))).toEqual({ kind: 'inline', message });
});

test('an unknown code answered as not found is an invalid promo code', () => {
  expect(promoFailure(apiError(404, 'PRM-0404'))).toEqual({
    kind: 'inline',
    message: 'Promo code is invalid',
  });
});

test('network failures, server errors and session answers open the Promotions dialog', () => {
  expect(promoFailure(apiError(0, null))).toEqual({ kind: 'dialog' });
  expect(promoFailure(apiError(500, 'GEN-0500'))).toEqual({ kind: 'dialog' });
  expect(promoFailure(apiError(401, 'AUTH-0401'))).toEqual({ kind: 'dialog' });
  expect(promoFailure(new Error('boom'))).toEqual({ kind: 'dialog' });
});
