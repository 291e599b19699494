import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../../test/harness';
import {
  DECLINE_CARD,
  enterCard,
  startShopper,
  type Shopper,
} from '../../../../test/sandbox-payment.helpers';
import type { AuthorizeInput } from '../payment-provider';
import { sandboxPaymentProvider as sandbox } from './sandbox-payment-provider';

describe.each(dialects)('the sandbox payment provider on %s', (dialect) => {
  let t: TestApp;
  let shopper: Shopper;
  afterEach(async () => t?.close());

  async function setUp(card = {}): Promise<AuthorizeInput> {
    t = await startTestApp(dialect);
    shopper = await startShopper(t);
    const { tokenId } = await enterCard(t, shopper, card);
    return {
      tokenId,
      customerId: shopper.customerId,
      amountCents: 12_345,
      idempotencyKey: randomUUID(),
      orderId: randomUUID(),
    };
  }

  const authorizationRows = () =>
    t.database.db.selectFrom('payment_authorizations').selectAll().execute();

  // The card as authorize answers it and describeCard tells it: masked, never its number.
  const approveCardOf = (tokenId: string) => ({
    tokenId,
    isGiftCard: false,
    tokenizedAccountNumber: '************1111',
    expiration: '12/39',
    expirationMonth: 12,
    expirationYear: 2039,
    cardHolderName: 'Ada Lovelace',
    paymentMethod: 'VISA',
    paymentProviderId: 'SANDBOX',
    billingZip: '10001',
  });

  test('approves the approve test card, records the authorization and answers the card', async () => {
    const input = await setUp();
    const authorization = await sandbox.authorize(t.database.db, input);
    expect(authorization).toEqual({
      authorizationId: expect.any(String),
      status: 'approved',
      amountCents: 12_345,
      tokenId: input.tokenId,
      orderId: input.orderId,
      card: approveCardOf(input.tokenId),
    });
    expect(await authorizationRows()).toMatchObject([
      {
        id: authorization.authorizationId,
        status: 'approved',
        amount_cents: 12_345,
        idempotency_key: input.idempotencyKey,
      },
    ]);
  });

  test('declines the decline test card, records it, and answers a retry with the same key the same way', async () => {
    const input = await setUp(DECLINE_CARD);
    const declined = await sandbox.authorize(t.database.db, input);
    expect(declined).toMatchObject({ status: 'declined', declineReason: expect.any(String) });
    expect(await sandbox.authorize(t.database.db, input)).toEqual(declined);
    const again = await sandbox.authorize(t.database.db, {
      ...input,
      idempotencyKey: randomUUID(),
    });
    expect(again.status).toBe('declined');
    expect(again.authorizationId).not.toBe(declined.authorizationId);
    expect((await authorizationRows()).map((row) => row.status)).toEqual(['declined', 'declined']);
  });

  test('the same idempotency key twice gives the same authorization and one row', async () => {
    const input = await setUp();
    const first = await sandbox.authorize(t.database.db, input);
    const second = await sandbox.authorize(t.database.db, input);
    expect(second).toEqual(first);
    expect(await authorizationRows()).toHaveLength(1);
  });

  test('20 concurrent calls with one key make one authorization', async () => {
    const input = await setUp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sandbox.authorize(t.database.db, input)),
    );
    expect(new Set(results.map((result) => result.authorizationId)).size).toBe(1);
    expect(await authorizationRows()).toHaveLength(1);
  });

  test('20 concurrent calls with one key inside their own transactions make one authorization', async () => {
    const input = await setUp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction().execute((trx) => sandbox.authorize(trx, input)),
      ),
    );
    expect(new Set(results.map((result) => result.authorizationId)).size).toBe(1);
    expect(await authorizationRows()).toHaveLength(1);
  });

  test('an authorization inside a transaction that rolls back leaves nothing behind', async () => {
    const input = await setUp();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sandbox.authorize(trx, input);
        throw new Error('the order submit failed after authorizing');
      }),
    ).rejects.toThrow('the order submit failed');
    expect(await authorizationRows()).toHaveLength(0);
  });

  test('reusing a key for a different amount is a conflict', async () => {
    const input = await setUp();
    await sandbox.authorize(t.database.db, input);
    await expect(
      sandbox.authorize(t.database.db, { ...input, amountCents: 99 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'PAY-0409',
    });
  });

  test("another customer's card token is not found", async () => {
    const input = await setUp();
    const stranger = await startShopper(t);
    await expect(
      sandbox.authorize(t.database.db, { ...input, customerId: stranger.customerId }),
    ).rejects.toMatchObject({
      statusCode: 404,
      errorCode: 'PAY-0404',
    });
    expect(await authorizationRows()).toHaveLength(0);
  });

  test("describes the customer's card, masked, and no one else's", async () => {
    const input = await setUp();
    const stranger = await startShopper(t);
    expect(await sandbox.describeCard(t.database.db, input.tokenId, input.customerId)).toEqual(
      approveCardOf(input.tokenId),
    );
    expect(
      await sandbox.describeCard(t.database.db, input.tokenId, stranger.customerId),
    ).toBeUndefined();
    expect(
      await sandbox.describeCard(t.database.db, 'not-a-token', input.customerId),
    ).toBeUndefined();
  });

  test('refuses an amount that is not a positive whole number of cents', async () => {
    const input = await setUp();
    await expect(sandbox.authorize(t.database.db, { ...input, amountCents: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(sandbox.authorize(t.database.db, { ...input, amountCents: 10.5 })).rejects.toThrow(
      RangeError,
    );
  });

  test('adjusts the amount of an approved authorization for an edited order', async () => {
    const input = await setUp();
    const { authorizationId } = await sandbox.authorize(t.database.db, input);
    const adjusted = await sandbox.adjust(t.database.db, authorizationId, 20_000);
    expect(adjusted).toMatchObject({ authorizationId, status: 'approved', amountCents: 20_000 });
    expect((await authorizationRows())[0]?.amount_cents).toBe(20_000);
  });

  test('voids an approved authorization, twice harmlessly, and no longer adjusts it', async () => {
    const input = await setUp();
    const { authorizationId } = await sandbox.authorize(t.database.db, input);
    expect((await sandbox.voidAuthorization(t.database.db, authorizationId)).status).toBe('voided');
    expect((await sandbox.voidAuthorization(t.database.db, authorizationId)).status).toBe('voided');
    await expect(sandbox.adjust(t.database.db, authorizationId, 500)).rejects.toMatchObject({
      errorCode: 'PAY-0409',
    });
    expect((await authorizationRows())[0]).toMatchObject({
      status: 'voided',
      amount_cents: 12_345,
    });
  });

  test('a declined authorization cannot be adjusted, and voiding it keeps it declined', async () => {
    const input = await setUp(DECLINE_CARD);
    const { authorizationId } = await sandbox.authorize(t.database.db, input);
    await expect(sandbox.adjust(t.database.db, authorizationId, 500)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await sandbox.voidAuthorization(t.database.db, authorizationId)).status).toBe(
      'declined',
    );
  });

  test('an unknown authorization is not found', async () => {
    await setUp();
    await expect(sandbox.adjust(t.database.db, randomUUID(), 500)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(sandbox.voidAuthorization(t.database.db, randomUUID())).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  test('declines a card that has expired since it was saved', async () => {
    const input = await setUp();
    await t.database.db.updateTable('sandbox_payment_cards').set({ expiry_year: 2020 }).execute();
    expect((await sandbox.authorize(t.database.db, input)).status).toBe('declined');
  });
});
