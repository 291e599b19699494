import { expect, test } from 'vitest';
import { POSTAL_CODE_MESSAGE, validatePostalCode } from './postal-code.validator';

test('accepts exactly five digits in the US', () => {
  expect(validatePostalCode('90210', 'US')).toBeUndefined();
  expect(validatePostalCode('9021', 'US')).toBe(POSTAL_CODE_MESSAGE);
  expect(validatePostalCode('902101', 'US')).toBe(POSTAL_CODE_MESSAGE);
  expect(validatePostalCode('K1A 0B1', 'US')).toBe(POSTAL_CODE_MESSAGE);
});

test.each(['K1A 0B1', 'K1A-0B1', 'K1A0B1', 'k1a 0b1'])('accepts the Canadian code %s', (code) => {
  expect(validatePostalCode(code, 'CA')).toBeUndefined();
});

test.each(['K1A  0B1', '11A 0B1', 'K1A_0B1', '90210'])('rejects the Canadian code %s', (code) => {
  expect(validatePostalCode(code, 'CA', 'Bad code')).toBe('Bad code');
});

test('lets an empty postal code pass', () => {
  expect(validatePostalCode('', 'US')).toBeUndefined();
  expect(validatePostalCode('', 'CA')).toBeUndefined();
});
