import { expect, test } from 'vitest';
import { ApiError } from '../../api/api-error';
import { submitFailure } from './submit-failure';

const apiError = (status: number, errorCode: string | null) =>
  new ApiError({ status, errorCode, message: 'x', correlationId: 'c' });

test('a declined card asks for another card and ends the attempt', () => {
  expect(submitFailure(apiError(402, 'PAY-0402'))).toEqual({
    message: 'Your payment was declined. Please use another card.',
    cardRejected: true,
    keepKey: false,
  });
});

test('a network failure keeps the key so that the retry cannot pay twice', () => {
  expect(submitFailure(apiError(0, null))).toEqual({
    message: 'Something unexpected happened.',
    cardRejected: false,
    keepKey: true,
  });
  expect(submitFailure(apiError(503, 'GEN-0503')).keepKey).toBe(true);
});

test('a refused order shows its catalogue message and keeps the card', () => {
  expect(submitFailure(apiError(422, 'ORD-0413'))).toEqual({
    message: 'DELIVERY LIMIT IS $1350',
    cardRejected: false,
    keepKey: false,
  });
});
