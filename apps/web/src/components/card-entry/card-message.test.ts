import { expect, test } from 'vitest';
import { isCardTokenizedMessage } from './card-message';

const frame = {} as MessageEventSource;
const expected = { origin: 'https://catering.example', source: frame, clientToken: 'tok-1' };
const message = (overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>> = {}) => ({
  origin: 'https://catering.example',
  source: frame,
  data: { type: 'sandbox-card-tokenized', clientToken: 'tok-1' },
  ...overrides,
});

test('accepts the card page message from our origin, our iframe and this client token', () => {
  expect(isCardTokenizedMessage(message(), expected)).toBe(true);
});

test('ignores a message from another origin', () => {
  expect(isCardTokenizedMessage(message({ origin: 'https://evil.example' }), expected)).toBe(false);
  expect(isCardTokenizedMessage(message({ origin: 'null' }), expected)).toBe(false);
});

test('ignores a message from another window of our origin', () => {
  expect(isCardTokenizedMessage(message({ source: {} as MessageEventSource }), expected)).toBe(
    false,
  );
  expect(isCardTokenizedMessage(message(), { ...expected, source: null })).toBe(false);
});

test('ignores another client token, another type and malformed data', () => {
  const data = (value: unknown) => message({ data: value });
  expect(
    isCardTokenizedMessage(
      data({ type: 'sandbox-card-tokenized', clientToken: 'tok-2' }),
      expected,
    ),
  ).toBe(false);
  expect(isCardTokenizedMessage(data({ type: 'other', clientToken: 'tok-1' }), expected)).toBe(
    false,
  );
  expect(isCardTokenizedMessage(data('sandbox-card-tokenized'), expected)).toBe(false);
  expect(isCardTokenizedMessage(data(null), expected)).toBe(false);
  expect(isCardTokenizedMessage(message(), { ...expected, clientToken: undefined })).toBe(false);
});
