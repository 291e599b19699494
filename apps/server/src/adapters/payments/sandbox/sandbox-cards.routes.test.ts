import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../../test/harness';
import {
  postCard,
  requestClientToken,
  startShopper,
} from '../../../../test/sandbox-payment.helpers';

async function freshClientToken(t: TestApp): Promise<string> {
  return requestClientToken(t, await startShopper(t));
}

function fieldsOf(response: {
  json(): { validationErrors?: { field?: string }[] };
}): (string | undefined)[] {
  return (response.json().validationErrors ?? []).map((error) => error.field);
}

describe.each(dialects)('POST /payments/sandbox/cards on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('a valid card is saved with only its brand, last 4, expiry, name, ZIP and behaviour', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    const response = await postCard(t, clientToken, { cardNumber: '4111 1111 1111 1111' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ saved: true });
    const cards = await t.database.db.selectFrom('sandbox_payment_cards').selectAll().execute();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      brand: 'VISA',
      last4: '1111',
      expiry_month: 12,
      expiry_year: 2039,
      behaviour: 'approve',
    });
    expect(JSON.stringify(cards)).not.toContain('4111111111111111');
    // The CVV (737) may turn up inside a random id by chance, so look for it as a whole value.
    expect(Object.values(cards[0]!).map(String)).not.toContain('737');
  });

  test('the documented decline number is saved to decline at authorization', async () => {
    t = await startTestApp(dialect);
    const response = await postCard(t, await freshClientToken(t), {
      cardNumber: '4000000000000002',
    });
    expect(response.statusCode).toBe(201);
    const card = await t.database.db
      .selectFrom('sandbox_payment_cards')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(card.behaviour).toBe('decline');
  });

  test('a client token takes one card only', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    expect((await postCard(t, clientToken)).statusCode).toBe(201);
    const second = await postCard(t, clientToken, { cardNumber: '5555555555554444' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('PAY-0409');
    const page = await t.app.inject({
      method: 'GET',
      url: `/payments/sandbox/card-entry?clientToken=${clientToken}`,
    });
    expect(page.statusCode).toBe(409);
    expect(
      await t.database.db.selectFrom('sandbox_payment_cards').selectAll().execute(),
    ).toHaveLength(1);
  });

  test('concurrent posts with one client token save exactly one card', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postCard(t, clientToken)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409,
    ]);
    expect(
      await t.database.db.selectFrom('sandbox_payment_cards').selectAll().execute(),
    ).toHaveLength(1);
  });

  test('an expired client token is refused', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    await t.database.db
      .updateTable('payment_client_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await postCard(t, clientToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'PAY-0404',
      message: expect.stringContaining('expired'),
    });
    expect(
      await t.database.db.selectFrom('sandbox_payment_cards').selectAll().execute(),
    ).toHaveLength(0);
  });

  test('an unknown client token is refused', async () => {
    t = await startTestApp(dialect);
    expect((await postCard(t, 'made-up-token')).statusCode).toBe(404);
  });

  test('a number failing the Luhn check is a 400 on cardNumber', async () => {
    t = await startTestApp(dialect);
    const response = await postCard(t, await freshClientToken(t), {
      cardNumber: '4111111111111112',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'PAY-0400' });
    expect(response.json().validationErrors).toEqual([
      { errorCode: 'PAY-0400', field: 'cardNumber', message: 'Enter a valid card number.' },
    ]);
  });

  test('an expired card is a 400 on expiry', async () => {
    t = await startTestApp(dialect);
    const response = await postCard(t, await freshClientToken(t), { expiry: '0120' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['expiry']);
    expect(response.json().validationErrors[0].message).toContain('expired');
  });

  test('a CVV of the wrong length is a 400 on cvv, 4 digits being right only for American Express', async () => {
    t = await startTestApp(dialect);
    expect(fieldsOf(await postCard(t, await freshClientToken(t), { cvv: '7373' }))).toEqual([
      'cvv',
    ]);
    expect(fieldsOf(await postCard(t, await freshClientToken(t), { cvv: '73' }))).toEqual(['cvv']);
    const amex = { cardNumber: '378282246310005' };
    expect(fieldsOf(await postCard(t, await freshClientToken(t), { ...amex, cvv: '737' }))).toEqual(
      ['cvv'],
    );
    expect(
      (await postCard(t, await freshClientToken(t), { ...amex, cvv: '7373' })).statusCode,
    ).toBe(201);
  });

  test('a missing name and a bad ZIP are reported together; the token stays usable', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    const response = await postCard(t, clientToken, { cardHolderName: ' ', billingZip: '123' });
    expect(fieldsOf(response)).toEqual(['cardHolderName', 'billingZip']);
    expect((await postCard(t, clientToken)).statusCode).toBe(201);
  });

  test('card posts are rate limited per client', async () => {
    t = await startTestApp(dialect);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await postCard(t, 'made-up-token')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
