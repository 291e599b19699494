import { afterEach, describe, expect, test } from 'vitest';
import { hashToken } from '../../services/sessions.service';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';
import {
  postCard,
  requestClientToken,
  startShopper,
  tokenize,
} from '../../../test/sandbox-payment.helpers';

describe.each(dialects)('/api/v1/transaction on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('provider answers the sandbox, a 256-bit client token, its page and a 15-minute expiry', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    const before = Date.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/provider?restaurantNumber=42',
      headers: { ...t.headers, cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paymentProviderId).toBe('SANDBOX');
    expect(Buffer.from(body.clientToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(body.cardEntryUrl).toBe(`/payments/sandbox/card-entry?clientToken=${body.clientToken}`);
    const expiresIn = Date.parse(body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 1000);
    const rows = await t.database.db.selectFrom('payment_client_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: hashToken(body.clientToken),
      customer_id: shopper.customerId,
      restaurant_number: 42,
      used_at: null,
    });
  });

  test('each call gives a different client token', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    expect(await requestClientToken(t, shopper)).not.toBe(await requestClientToken(t, shopper));
  });

  test('provider needs a session', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/provider?restaurantNumber=1',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('AUTH-0002');
  });

  test.each(['0', '-1', '1.5', 'abc', '', '01'])(
    'provider refuses restaurantNumber %j with a 400',
    async (value) => {
      t = await startTestApp(dialect);
      const shopper = await startShopper(t);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/transaction/provider?restaurantNumber=${value}`,
        headers: { ...t.headers, cookie: shopper.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toContain('restaurantNumber');
    },
  );

  test('tokenize answers the wallet card fields of the card entered with the client token', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    const clientToken = await requestClientToken(t, shopper);
    expect(
      (await postCard(t, clientToken, { cardHolderName: 'Ada Lovelace', billingZip: 'k1a 0b1' }))
        .statusCode,
    ).toBe(201);
    const response = await tokenize(t, shopper, clientToken);
    expect(response.statusCode).toBe(200);
    const card = await t.database.db
      .selectFrom('sandbox_payment_cards')
      .select('token_id')
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual({
      tokenId: card.token_id,
      isGiftCard: false,
      tokenizedAccountNumber: '************1111',
      expiration: '12/39',
      expirationMonth: 12,
      expirationYear: 2039,
      cardHolderName: 'Ada Lovelace',
      paymentMethod: 'VISA',
      paymentProviderId: 'SANDBOX',
      billingZip: 'K1A 0B1',
    });
    expect(response.body).not.toContain('4111111111111111');
  });

  test('tokenize ignores the optional accessToken query', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    const clientToken = await requestClientToken(t, shopper);
    await postCard(t, clientToken);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/transaction/tokenize/SANDBOX/${clientToken}?accessToken=anything`,
      headers: { ...t.headers, cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
  });

  test("another customer's client token is not found", async () => {
    t = await startTestApp(dialect);
    const owner = await startShopper(t);
    const stranger = await startShopper(t);
    const clientToken = await requestClientToken(t, owner);
    await postCard(t, clientToken);
    const response = await tokenize(t, stranger, clientToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('PAY-0404');
    expect(response.body).not.toContain('1111');
    expect((await tokenize(t, owner, clientToken)).statusCode).toBe(200);
  });

  test('a client token with no card entered yet, an unknown one and an expired one are not found', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    const unused = await requestClientToken(t, shopper);
    expect((await tokenize(t, shopper, unused)).json().errorCode).toBe('PAY-0404');
    expect((await tokenize(t, shopper, 'no-such-token')).statusCode).toBe(404);
    await postCard(t, unused);
    expect((await tokenize(t, shopper, unused)).statusCode).toBe(200);
    await t.database.db
      .updateTable('payment_client_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await tokenize(t, shopper, unused);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().errorCode).toBe('PAY-0404');
  });

  test('an unknown provider id is not found', async () => {
    t = await startTestApp(dialect);
    const shopper = await startShopper(t);
    const clientToken = await requestClientToken(t, shopper);
    await postCard(t, clientToken);
    const response = await tokenize(t, shopper, clientToken, 'PYEZ');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('PAY-0404');
  });

  test('tokenize needs a session', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/tokenize/SANDBOX/abc',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  test('the OpenAPI document lists both transaction calls', async () => {
    t = await startTestApp(dialect);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/transaction/provider'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/transaction/tokenize/{providerId}/{clientToken}'].get).toBeDefined();
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/payments/'))).toBe(false);
  });
});
