import { expect, test } from 'vitest';
import { redactUrl } from './request-log';

test('the client token of a tokenize call is redacted from the path, the provider kept', () => {
  expect(redactUrl('/api/v1/transaction/tokenize/SANDBOX/ct_abc123?accessToken=xyz')).toBe(
    '/api/v1/transaction/tokenize/SANDBOX/[redacted]?accessToken=[redacted]',
  );
});

test('secret query parameters are redacted whatever their case or encoding; others are kept', () => {
  expect(redactUrl('/payments/sandbox/card-entry?clientToken=ct_1&x=2')).toBe(
    '/payments/sandbox/card-entry?clientToken=[redacted]&x=2',
  );
  expect(redactUrl('/a?CLIENTTOKEN=1&%63ode=123456&restaurantNumber=1001')).toBe(
    '/a?CLIENTTOKEN=[redacted]&%63ode=[redacted]&restaurantNumber=1001',
  );
  expect(redactUrl('/api/v1/menu/tiered/3')).toBe('/api/v1/menu/tiered/3');
  expect(redactUrl('/a?%E0%A4%A=1')).toBe('/a?%E0%A4%A=1');
});
