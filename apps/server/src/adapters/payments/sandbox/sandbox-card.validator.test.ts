import { describe, expect, test } from 'vitest';
import { isExpired } from './card-expiry';
import { validateCardEntry, type CardEntry } from './sandbox-card.validator';

const now = new Date('2026-05-20T12:00:00Z');
const visa: CardEntry = {
  cardNumber: '4111 1111 1111 1111',
  expiry: '0830',
  cvv: '123',
  cardHolderName: '  Ada   Lovelace ',
  billingZip: '10001',
};

function fieldsOf(entry: Partial<CardEntry>): string[] {
  const result = validateCardEntry({ ...visa, ...entry }, now);
  return 'errors' in result ? result.errors.map((error) => error.field) : [];
}

describe('validateCardEntry', () => {
  test('keeps brand, last 4, expiry, tidy name and ZIP of a valid card, and no number', () => {
    const result = validateCardEntry(visa, now);
    expect(result).toEqual({
      card: {
        brand: 'VISA',
        last4: '1111',
        expiryMonth: 8,
        expiryYear: 2030,
        cardHolderName: 'Ada Lovelace',
        billingZip: '10001',
        behaviour: 'approve',
      },
    });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
  });

  test('marks the documented decline number to decline at authorization', () => {
    const result = validateCardEntry({ ...visa, cardNumber: '4000 0000 0000 0002' }, now);
    expect('card' in result && result.card.behaviour).toBe('decline');
  });

  test('rejects a number that fails the Luhn check', () => {
    expect(fieldsOf({ cardNumber: '4111111111111112' })).toEqual(['cardNumber']);
  });

  test('rejects a valid Luhn number of a brand the sandbox does not take', () => {
    const result = validateCardEntry({ ...visa, cardNumber: '3530111333300000' }, now);
    expect('errors' in result && result.errors[0]?.message).toContain('We accept Visa');
  });

  test('rejects an expiry that is not MMYY', () => {
    expect(fieldsOf({ expiry: '13/30' })).toEqual(['expiry']);
    expect(fieldsOf({ expiry: '1330' })).toEqual(['expiry']);
    expect(fieldsOf({ expiry: '830' })).toEqual(['expiry']);
  });

  test('accepts a card expiring this month and rejects last month', () => {
    expect(fieldsOf({ expiry: '0526' })).toEqual([]);
    expect(fieldsOf({ expiry: '0426' })).toEqual(['expiry']);
  });

  test('needs 3 CVV digits, and 4 for American Express', () => {
    expect(fieldsOf({ cvv: '12' })).toEqual(['cvv']);
    expect(fieldsOf({ cvv: '1234' })).toEqual(['cvv']);
    expect(fieldsOf({ cardNumber: '378282246310005', cvv: '123' })).toEqual(['cvv']);
    expect(fieldsOf({ cardNumber: '378282246310005', cvv: '1234' })).toEqual([]);
  });

  test('needs the name on the card', () => {
    expect(fieldsOf({ cardHolderName: '   ' })).toEqual(['cardHolderName']);
  });

  test('takes a US ZIP or a Canadian postal code, upper-cased with a space', () => {
    expect(fieldsOf({ billingZip: '1000' })).toEqual(['billingZip']);
    expect(fieldsOf({ billingZip: 'ABCDE' })).toEqual(['billingZip']);
    const result = validateCardEntry({ ...visa, billingZip: 'k1a-0b1' }, now);
    expect('card' in result && result.card.billingZip).toBe('K1A 0B1');
  });

  test('reports every failing field at once', () => {
    const empty = { cardNumber: '', expiry: '', cvv: '', cardHolderName: '', billingZip: '' };
    expect(fieldsOf(empty)).toEqual([
      'cardNumber',
      'expiry',
      'cvv',
      'cardHolderName',
      'billingZip',
    ]);
  });
});

describe('isExpired', () => {
  test('a card is expired from the first instant after its month ends', () => {
    expect(isExpired(5, 2026, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isExpired(12, 2026, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isExpired(12, 2026, new Date('2026-12-31T12:00:00Z'))).toBe(false);
  });
});
