import { expect, test } from 'vitest';
import { canSaveAnotherAddress } from './saved-addresses';

test('allows saving addresses until five are saved', () => {
  expect(canSaveAnotherAddress(4)).toBe(true);
  expect(canSaveAnotherAddress(5)).toBe(false);
});
