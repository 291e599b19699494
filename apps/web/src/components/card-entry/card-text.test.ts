import { expect, test } from 'vitest';
import { walletCard } from '../../test/account-fixtures';
import { cardExpiryError, cardLabel } from './card-text';

const card = walletCard();

test('names the card by its brand and last four digits', () => {
  expect(cardLabel(card)).toBe('VISA ending in 1111');
});

test('accepts a card until the end of its expiry month and refuses it from the next month', () => {
  const june = { ...card, expirationMonth: 6, expirationYear: 2030 };
  expect(cardExpiryError(june, new Date(2030, 5, 30, 23, 59))).toBeUndefined();
  expect(cardExpiryError(june, new Date(2030, 6, 1))).toBe('Card is expired');
});
