import { Writable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { dialects, SUBSCRIPTION_KEY } from '../../test/harness';
import {
  addItem,
  CONTACT,
  createOrder,
  startOrderApp,
  startShopper,
  submit,
  type OrderTestApp,
} from '../../test/order.helpers';
import { postCard, requestClientToken, tokenize } from '../../test/sandbox-payment.helpers';

describe.each(dialects)('the request log of a whole order on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('holds no card client token, access token, session token or subscription key', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    t = await startOrderApp(dialect, { LOG_LEVEL: 'info' }, { logStream });
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id);
    const clientToken = await requestClientToken(t, shopper, '1001');
    const page = await t.app.inject({
      method: 'GET',
      url: `/payments/sandbox/card-entry?clientToken=${encodeURIComponent(clientToken)}`,
    });
    expect(page.statusCode).toBe(200);
    expect((await postCard(t, clientToken)).statusCode).toBe(201);
    const accessToken = 'provider-access-token-42';
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/transaction/tokenize/SANDBOX/${encodeURIComponent(clientToken)}?accessToken=${accessToken}`,
      headers: { ...t.headers, cookie: shopper.cookie },
    });
    expect(card.statusCode, card.body).toBe(200);
    expect((await tokenize(t, shopper, clientToken)).statusCode).toBe(200);
    const placed = await submit(t, shopper, order.id, {
      payment: { paymentProviderId: 'SANDBOX', tokenId: card.json().tokenId },
      customer: CONTACT,
      fraudSessionId: 'fraud-session-1',
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/transaction/tokenize/SANDBOX/[redacted]');
    expect(log).toContain('/payments/sandbox/card-entry?clientToken=[redacted]');
    for (const secret of [
      clientToken,
      encodeURIComponent(clientToken),
      accessToken,
      shopper.cookie.split('=')[1] ?? 'no cookie',
      SUBSCRIPTION_KEY,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
