import { expect, test } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl, serializeRequest, serializeResponse } from './request-log';

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

test('a logged request keeps five named fields: no header, no body, a redacted URL', () => {
  const request = {
    method: 'POST',
    url: '/api/v1/transaction/tokenize/SANDBOX/ct_abc123',
    host: 'catering.example',
    ip: '203.0.113.9',
    socket: { remotePort: 51234 },
    headers: { cookie: 'session=s3cret', 'x-subscription-key': 'k3y' },
    body: { cardNumber: '4111111111111111', cvv: '123' },
  } as unknown as FastifyRequest;
  expect(serializeRequest(request)).toEqual({
    method: 'POST',
    url: '/api/v1/transaction/tokenize/SANDBOX/[redacted]',
    host: 'catering.example',
    remoteAddress: '203.0.113.9',
    remotePort: 51234,
  });
});

test('a logged response keeps its status only: no Set-Cookie', () => {
  const reply = {
    statusCode: 201,
    getHeaders: () => ({ 'set-cookie': 'session=s3cret' }),
    headers: { 'set-cookie': 'session=s3cret' },
  } as unknown as FastifyReply;
  expect(serializeResponse(reply)).toEqual({ statusCode: 201 });
});
