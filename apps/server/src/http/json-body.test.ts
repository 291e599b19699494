import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../test/harness';
import { startShopper } from '../../test/sandbox-payment.helpers';

// The web app sends a JSON content type on every request (API-HTTP-2), bodyless ones too.
describe.each(dialects)('JSON bodies on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('a bodyless POST or DELETE with a JSON content type reaches its route', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/v1/order/no-such-order/promotions/CATER15',
        headers: { ...t.headers, cookie: shopper.cookie, 'content-type': 'application/json' },
      });
      expect(response.json().errorCode).toBe('ORD-0404');
    }
  });

  // With a session: a session scope answers 401 before any body is read.
  test('malformed JSON and prototype poisoning are still refused', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    for (const payload of ['{bad', '{"__proto__":{"admin":true}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/no-such-order/promotions/CATER15',
        headers: { ...t.headers, cookie: shopper.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
