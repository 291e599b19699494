import { expect, test } from 'vitest';
import type { WalletCard } from '../../api/transaction';
import { cardExpiryError, cardLabel } from './card-text';

const card: WalletCard = {
  tokenId: 'tok',
  isGiftCard: false,
  tokenizedAccountNumber: '************1111',
  expiration: '12/39',
  expirationMonth: 12,
  expirationYear: 2039,
  cardHolderName: 'Ada Lovelace',
  paymentMethod: 'VISA',
  paymentProviderId: 'SANDBOX',
  billingZip: '10001',
};

test('names the card by its brand and last four digits', () => {
  expect(cardLabel(card)).toBe('VISA ending in 1111');
});

test('accepts a card until the end of its expiry month and refuses it from the next month', () => {
  const june = { ...card, expirationMonth: 6, expirationYear: 2030 };
  expect(cardExpiryError(june, new Date(2030, 5, 30, 23, 59))).toBeUndefined();
  expect(cardExpiryError(june, new Date(2030, 6, 1))).toBe('Card is expired');
});
