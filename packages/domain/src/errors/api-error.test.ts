import { expect, test } from 'vitest';
import { isApiErrorBody } from './api-error';

test('recognises an error response body', () => {
  expect(isApiErrorBody({ errorCode: 'GEN-0500', message: 'boom' })).toBe(true);
  expect(isApiErrorBody({ errorCode: 'GEN-0500' })).toBe(false);
  expect(isApiErrorBody('GEN-0500')).toBe(false);
});
