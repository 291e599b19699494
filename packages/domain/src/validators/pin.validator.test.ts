import { expect, test } from 'vitest';
import { PIN_MESSAGE, validatePin } from './pin.validator';

test.each(['1234', '12345', '123456'])('accepts the %s digit code', (pin) => {
  expect(validatePin(pin)).toBeUndefined();
});

test.each(['123', '1234567', '12a4', ' 1234', ''])('rejects %j', (pin) => {
  expect(validatePin(pin)).toBe(PIN_MESSAGE);
});
