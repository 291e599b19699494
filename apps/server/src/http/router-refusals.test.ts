import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../test/harness';
import { REQUEST_ID } from './request-ids';

describe.each(dialects)("the router's own refusals on %s", (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test.each([
    ['a malformed percent-encoding', 'GET', '/api/v1/order/%E0%A4%A', 400],
    ['an encoded lone surrogate', 'GET', '/api/v1/order/%ED%A0%80', 400],
    ['a path parameter over 100 characters', 'DELETE', `/api/v1/order/${'x'.repeat(101)}`, 414],
  ] as const)('answer %s with a 4xx and an error code', async (_name, method, url, status) => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({ method, url, headers: t.headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      errorCode: 'VAL-0001',
      message: 'The request is not valid.',
    });
    // No hook runs for these: the refusal sets the headers every reply has.
    expect(response.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(response.headers['x-correlation-id']).toBe(response.headers['x-request-id']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('an unknown address is answered with the headers every reply has', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-call',
      headers: { ...t.headers, 'x-correlation-id': 'trace-7' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-correlation-id']).toBe('trace-7');
    expect(response.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
