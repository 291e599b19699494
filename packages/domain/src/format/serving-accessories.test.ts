import { expect, test } from 'vitest';
import {
  ACCESSORIES_PRICE_TEXT,
  SETUP_NOT_INCLUDED_TEXT,
  servesTextFor,
  servingAccessoriesText,
} from './serving-accessories';

test('words the serving accessories per item kind', () => {
  expect(servingAccessoriesText('buildyourown')).toBe(
    'Enough bowls, forks, and napkins for everyone, plus serving spoons and tongs.',
  );
  expect(servingAccessoriesText('burritosbythebox')).toBe('Enough napkins and forks for everyone.');
  expect(servingAccessoriesText('chipsandsalsa')).toBe(
    'Enough napkins for everyone, plus serving spoons.',
  );
  expect(servingAccessoriesText(undefined)).toBe(
    'Enough napkins for everyone, plus serving spoons.',
  );
  expect([SETUP_NOT_INCLUDED_TEXT, ACCESSORIES_PRICE_TEXT]).toEqual(['SETUP NOT INCLUDED', 'FREE']);
});

test('falls back to serving 10-15 for chips and salsa only', () => {
  expect(servesTextFor('chipsandsalsa')).toBe('10-15');
  expect(servesTextFor('chipsandsalsa', '20-25')).toBe('20-25');
  expect(servesTextFor('buildyourown')).toBeUndefined();
});
