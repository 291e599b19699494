import { describe, expect, test } from 'vitest';
import { cardBrandOf, maskAccountNumber, normalizeCardNumber, passesLuhn } from './card-number';

describe('passesLuhn', () => {
  test('accepts the well-known test numbers', () => {
    for (const number of [
      '4111111111111111',
      '4000000000000002',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  test('rejects a number with one digit changed', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111111111111121')).toBe(false);
  });

  test('rejects anything that is not only digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111-1111')).toBe(false);
  });
});

describe('cardBrandOf', () => {
  test.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6445644564456445', 'DISCOVER'],
  ])('names the brand of %s as %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  test('knows no brand for other ranges or wrong lengths', () => {
    expect(cardBrandOf('3530111333300000')).toBeUndefined();
    expect(cardBrandOf('37828224631000')).toBeUndefined();
    expect(cardBrandOf('5055555555554444')).toBeUndefined();
  });
});

test('drops the spaces and hyphens people type between groups', () => {
  expect(normalizeCardNumber(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
});

test('masks all but the last 4 digits', () => {
  expect(maskAccountNumber('1111')).toBe('************1111');
});
