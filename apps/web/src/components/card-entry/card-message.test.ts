import { expect, test } from 'vitest';
import { cardPageAnswer } from './card-message';

const frame = {} as MessageEventSource;
const expected = { origin: 'https://catering.example', source: frame, clientToken: 'tok-1' };
const message = (overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>> = {}) => ({
  origin: 'https://catering.example',
  source: frame,
  data: { type: 'sandbox-card-tokenized', clientToken: 'tok-1' },
  ...overrides,
});

test('accepts the card page message from our origin, our iframe and this client token', () => {
  expect(cardPageAnswer(message(), expected)).toBe('sandbox-card-tokenized');
});

test('ignores a message from another origin', () => {
  expect(cardPageAnswer(message({ origin: 'https://evil.example' }), expected)).toBeUndefined();
  expect(cardPageAnswer(message({ origin: 'null' }), expected)).toBeUndefined();
});

test('ignores a message from another window of our origin', () => {
  expect(cardPageAnswer(message({ source: {} as MessageEventSource }), expected)).toBeUndefined();
  expect(cardPageAnswer(message(), { ...expected, source: null })).toBeUndefined();
});

test('ignores another client token, another type and malformed data', () => {
  const data = (value: unknown) => message({ data: value });
  expect(
    cardPageAnswer(data({ type: 'sandbox-card-tokenized', clientToken: 'tok-2' }), expected),
  ).toBeUndefined();
  expect(cardPageAnswer(data({ type: 'other', clientToken: 'tok-1' }), expected)).toBeUndefined();
  expect(cardPageAnswer(data('sandbox-card-tokenized'), expected)).toBeUndefined();
  expect(cardPageAnswer(data(null), expected)).toBeUndefined();
  expect(cardPageAnswer(message(), { ...expected, clientToken: undefined })).toBeUndefined();
});

test('hears the card page refuse a card it was asked for, from our iframe and token only', () => {
  const refused = { type: 'sandbox-card-refused', clientToken: 'tok-1' };
  expect(cardPageAnswer(message({ data: refused }), expected)).toBe('sandbox-card-refused');
  expect(
    cardPageAnswer(message({ data: refused, source: {} as MessageEventSource }), expected),
  ).toBeUndefined();
  expect(
    cardPageAnswer(message({ data: { ...refused, clientToken: 'tok-2' } }), expected),
  ).toBeUndefined();
});
