import { expect, test } from 'vitest';
import { walletCard } from '../../test/account-fixtures';
import { choiceOf, NEW_CARD, usableCards } from './saved-cards';

const card = (tokenId: string, month: number, year: number) =>
  walletCard(tokenId, '1111', { expirationMonth: month, expirationYear: year });

test('offers the cards that can pay today, in the wallet order; an expired card stays out (PAY-CARD-4)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const cards = [card('a', 11, 2026), card('b', 10, 2026), card('c', 1, 2030)];
  expect(usableCards(cards, now).map((each) => each.tokenId)).toEqual(['a', 'c']);
  expect(usableCards(undefined, now)).toEqual([]);
});

test('a saved card is chosen by its token; no card or a card not in the wallet is a new card', () => {
  const saved = [card('a', 1, 2030), card('b', 1, 2030)];
  expect(choiceOf(card('b', 1, 2030), saved)).toBe('b');
  expect(choiceOf(card('fresh', 1, 2030), saved)).toBe(NEW_CARD);
  expect(choiceOf(null, saved)).toBe(NEW_CARD);
});
