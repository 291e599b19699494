import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  call,
  CONTACT,
  createOrder,
  startFullUser,
  startOrderApp,
  startShopper,
  submit,
  type OrderTestApp,
  type Shopper,
} from '../../../test/order.helpers';
import { enterCard, type APPROVE_CARD } from '../../../test/sandbox-payment.helpers';
import { publicHashOf } from '../customer/account.test-helpers';

/** Enters a card through the sandbox's real calls and saves it to the wallet; answers the saved card. */
async function saveCard(
  t: OrderTestApp,
  shopper: Shopper,
  card: Partial<typeof APPROVE_CARD> = {},
) {
  const entered = await enterCard(t, shopper, card);
  const response = await call(t, shopper, 'POST', '/transaction/wallet', {
    body: { paymentProviderId: entered.paymentProviderId, tokenId: entered.tokenId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An order with bowls, submitted with the given card token. */
async function payWith(t: OrderTestApp, shopper: Shopper, tokenId: string) {
  const order = await createOrder(t, shopper);
  await addItem(t, shopper, order.id);
  const body = {
    payment: { paymentProviderId: 'SANDBOX', tokenId },
    customer: CONTACT,
    fraudSessionId: 'f-1',
  };
  return submit(t, shopper, order.id, body);
}

describe.each(dialects)('/api/v1/transaction/wallet on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('a saved card is a token with brand, last four and expiry, never the number (ACC-WALLET-1)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveCard(t, grace, { cardNumber: '5555555555554444', expiry: '0831' });
    expect(saved).toMatchObject({
      tokenId: expect.stringMatching(/^sbx_/),
      paymentMethod: 'MASTERCARD',
      tokenizedAccountNumber: '************4444',
      expiration: '08/31',
      expirationMonth: 8,
      expirationYear: 2031,
      cardHolderName: 'Ada Lovelace',
      paymentProviderId: 'SANDBOX',
      isGiftCard: false,
    });
    const listed = await call(t, grace, 'GET', '/transaction/wallet');
    expect(listed.json()).toEqual([saved]);
    expect(listed.body).not.toContain('5555555555554444');
    expect(listed.headers['x-account-hash']).toBe(await publicHashOf(t, grace.customerId));
  });

  test('saving the same card twice keeps one card; the newest card is listed first', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const visa = await saveCard(t, grace);
    const again = await call(t, grace, 'POST', '/transaction/wallet', {
      body: { paymentProviderId: 'SANDBOX', tokenId: visa.tokenId },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(visa);
    t.clock.now += 1000;
    const amex = await saveCard(t, grace, { cardNumber: '378282246310005', cvv: '1234' });
    const listed = (await call(t, grace, 'GET', '/transaction/wallet')).json();
    expect(listed.map((card: { tokenId: string }) => card.tokenId)).toEqual([
      amex.tokenId,
      visa.tokenId,
    ]);
  });

  test('checkout pays with a saved card after its card entry is long gone (PAY-CARD-1)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveCard(t, grace);
    // The clean-up of card-entry tokens takes every card still tied to one (ON DELETE CASCADE).
    await t.database.db.deleteFrom('payment_client_tokens').execute();
    const response = await payWith(t, grace, saved.tokenId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orderDetail.paymentItems[0]).toMatchObject({
      tokenId: saved.tokenId,
      tokenizedAccountNumber: '************1111',
    });
  });

  test('a deleted card leaves the wallet and pays for nothing any more: 404 PAY-0404 (ACC-WALLET-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveCard(t, grace);
    const deleted = await call(t, grace, 'DELETE', `/transaction/wallet/${saved.tokenId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([]);
    const again = await call(t, grace, 'DELETE', `/transaction/wallet/${saved.tokenId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('PAY-0404');
    const paid = await payWith(t, grace, saved.tokenId);
    expect(paid.statusCode).toBe(404);
    expect(paid.json().errorCode).toBe('PAY-0404');
  });

  test("no customer saves, lists, deletes or pays with another's card (ACC-ROLE-3, ACC-WALLET-2)", async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const saved = await saveCard(t, grace);
    const unsaved = await enterCard(t, grace);
    const steal = await call(t, ada, 'POST', '/transaction/wallet', {
      body: { paymentProviderId: 'SANDBOX', tokenId: unsaved.tokenId },
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().errorCode).toBe('PAY-0404');
    expect((await call(t, ada, 'GET', '/transaction/wallet')).json()).toEqual([]);
    const removed = await call(t, ada, 'DELETE', `/transaction/wallet/${saved.tokenId}`);
    expect(removed.statusCode).toBe(404);
    const paid = await payWith(t, ada, saved.tokenId);
    expect(paid.statusCode).toBe(404);
    expect(paid.json().errorCode).toBe('PAY-0404');
    expect((await call(t, grace, 'GET', '/transaction/wallet')).json()).toEqual([saved]);
  });

  test('an unknown provider or token is 404 PAY-0404; guests get 403 AUTH-0403 (ACC-ROLE-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    for (const body of [
      { paymentProviderId: 'PYEZ', tokenId: 'sbx_x' },
      { paymentProviderId: 'SANDBOX', tokenId: 'sbx_unknown' },
    ]) {
      const response = await call(t, grace, 'POST', '/transaction/wallet', { body });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('PAY-0404');
    }
    const guest = await startShopper(t);
    const card = await enterCard(t, guest);
    for (const [method, path] of [
      ['GET', '/transaction/wallet'],
      ['POST', '/transaction/wallet'],
      ['DELETE', `/transaction/wallet/${card.tokenId}`],
    ] as const) {
      const response = await call(t, guest, method, path, {
        body: { paymentProviderId: 'SANDBOX', tokenId: card.tokenId },
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().errorCode).toBe('AUTH-0403');
    }
    expect(await t.database.db.selectFrom('wallet_cards').selectAll().execute()).toEqual([]);
  });
});

describe.each(dialects)('/api/v1/transaction/provider/{id} on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('names the sandbox and the brands it takes, for guests too; PYEZ is 404 PAY-0404 (PAY-CARD-5)', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    const sandbox = await call(t, guest, 'GET', '/transaction/provider/SANDBOX');
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.json()).toEqual({
      paymentProviderId: 'SANDBOX',
      name: 'Sandbox test cards',
      acceptsNewCards: true,
      cardBrands: ['AMEX', 'VISA', 'MASTERCARD', 'DISCOVER'],
    });
    const unknown = await call(t, guest, 'GET', '/transaction/provider/PYEZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('PAY-0404');
    expect((await call(t, null, 'GET', '/transaction/provider/SANDBOX')).statusCode).toBe(401);
  });
});
