import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { DECLINE_CARD } from '../../../test/sandbox-payment.helpers';
import {
  addItem,
  BURRITOS,
  call,
  CONTACT,
  createOrder,
  DELIVERY,
  newKey,
  PICKUP_AT,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

describe.each(dialects)('PUT /api/v1/order/{id}/submit on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  async function readyOrder(
    intake: object = {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2027-03-12',
      time: '12:00',
      eventType: 'LUNCH',
    },
    item: object = BURRITOS,
  ) {
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, intake);
    await addItem(t, shopper, order.id, item);
    return { shopper, order, body: await submitBody(t, shopper) };
  }

  test('places the order: number, Submitted, slot booked, card authorized for the total, contact and masked card kept', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    const response = await submit(t, shopper, order.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({ id: order.id, status: 'Submitted', orderNumber: 'VC-100001' });
    expect(placed.orderDetail.customer).toEqual(CONTACT);
    expect(placed.orderDetail.submittedAt).toBe(new Date(t.clock.now).toISOString());
    expect(placed.orderDetail.paymentItems).toEqual([
      {
        tokenId: body.payment.tokenId,
        paymentProviderId: 'SANDBOX',
        paymentMethod: 'VISA',
        tokenizedAccountNumber: '************1111',
        expiration: '12/39',
        cardHolderName: 'Ada Lovelace',
        amount: 303.76,
        status: 'Authorized',
      },
    ]);
    expect(response.body).not.toContain('4111111111111111');
    const booking = await t.database.db
      .selectFrom('slot_bookings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({
      restaurant_number: 1001,
      slot_start_utc: Date.parse(PICKUP_AT),
      orders_count: 1,
      headcount: 20,
    });
    const authorization = await t.database.db
      .selectFrom('payment_authorizations')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(authorization).toMatchObject({
      status: 'approved',
      amount_cents: 30376,
      order_id: order.id,
      token_id: body.payment.tokenId,
    });
    const row = await t.database.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'Submitted',
      authorization_id: authorization.id,
      fraud_session_id: 'fraud-session-1',
      booked_headcount: 20,
    });
    expect((await call(t, shopper, 'GET', `/order/${order.id}`)).json()).toEqual(placed);
  });

  test('order numbers count up one by one', async () => {
    t = await startOrderApp(dialect);
    const numbers = [];
    for (let i = 0; i < 3; i += 1) {
      const { shopper, order, body } = await readyOrder();
      numbers.push((await submit(t, shopper, order.id, body)).json().orderNumber);
    }
    expect(numbers).toEqual(['VC-100001', 'VC-100002', 'VC-100003']);
  });

  test('the same key and body replay the first answer; the same key with another body is 422', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    const key = newKey();
    const first = await submit(t, shopper, order.id, body, key);
    const again = await submit(t, shopper, order.id, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await submit(t, shopper, order.id, { ...body, fraudSessionId: 'another' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errorCode).toBe('IDM-0422');
    expect(
      await t.database.db.selectFrom('payment_authorizations').selectAll().execute(),
    ).toHaveLength(1);
    const newKeyAfterPlaced = await submit(t, shopper, order.id, body);
    expect(newKeyAfterPlaced.statusCode).toBe(409);
    expect(newKeyAfterPlaced.json().errorCode).toBe('ORD-0409');
  });

  test('keys belong to their customer: two customers may use the same key', async () => {
    t = await startOrderApp(dialect);
    const a = await readyOrder();
    const b = await readyOrder();
    const key = newKey();
    expect((await submit(t, a.shopper, a.order.id, a.body, key)).json().orderNumber).toBe(
      'VC-100001',
    );
    expect((await submit(t, b.shopper, b.order.id, b.body, key)).json().orderNumber).toBe(
      'VC-100002',
    );
  });

  test('a missing or short Idempotency-Key is 400', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    const missing = await call(t, shopper, 'PUT', `/order/${order.id}/submit`, { body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validationErrors[0].field).toContain('idempotency-key');
    expect((await submit(t, shopper, order.id, body, 'short')).statusCode).toBe(400);
  });

  test('a declined card is PAY-0402 and books nothing; the key replays the decline; a new key with another card succeeds', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, BURRITOS);
    const declined = await submitBody(t, shopper, DECLINE_CARD);
    const key = newKey();
    const response = await submit(t, shopper, order.id, declined, key);
    expect(response.statusCode).toBe(402);
    expect(response.json().errorCode).toBe('PAY-0402');
    expect(await t.database.db.selectFrom('slot_bookings').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('payment_authorizations').selectAll().execute()).toEqual(
      [],
    );
    expect((await call(t, shopper, 'GET', `/order/${order.id}`)).json()).toMatchObject({
      status: 'Open',
      orderNumber: null,
    });
    const replay = await submit(t, shopper, order.id, declined, key);
    expect(replay.statusCode).toBe(402);
    expect(replay.json()).toEqual(response.json());
    const retried = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().orderNumber).toBe('VC-100001');
  });

  test("a token of another customer is PAY-0404; another customer's order is ORD-0404", async () => {
    t = await startOrderApp(dialect);
    const a = await readyOrder();
    const b = await readyOrder();
    const stolen = await submit(t, a.shopper, a.order.id, b.body);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errorCode).toBe('PAY-0404');
    const theirs = await submit(t, a.shopper, b.order.id, a.body);
    expect(theirs.json().errorCode).toBe('ORD-0404');
    expect(
      await t.database.db
        .selectFrom('orders')
        .select('status')
        .where('status', '=', 'Submitted')
        .execute(),
    ).toEqual([]);
  });

  test('an empty order is refused', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const response = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('ORD-0400');
  });

  test('the slot is checked again: one that went past or filled since is refused and nothing is charged', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    t.clock.now = Date.parse(PICKUP_AT) - 3_600_000;
    const late = await submit(t, shopper, order.id, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().validationErrors[0]).toMatchObject({
      errorCode: 'pickupTime',
      field: 'pickupTime',
    });
    expect(await t.database.db.selectFrom('payment_authorizations').selectAll().execute()).toEqual(
      [],
    );
  });

  test('items are priced again from the current menu at submit', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    await t.database.db
      .updateTable('menu_item_prices')
      .set({ price_cents: 1495 })
      .where('menu_item_id', '=', 'CMG-4012')
      .where('price_tier', '=', 3)
      .execute();
    // Another process changed the menu: only the shared version moved, this process's cache is stale.
    await t.database.db
      .updateTable('app_meta')
      .set({ value: '2' })
      .where('key', '=', 'catalogue_version')
      .execute();
    const placed = (await submit(t, shopper, order.id, body)).json();
    expect(placed.orderDetail.orderItems[0]).toMatchObject({ price: 14.95, subTotal: 299 });
    expect(placed.orderDetail.total).toBe(299 + 26.54);
    const authorization = await t.database.db
      .selectFrom('payment_authorizations')
      .select('amount_cents')
      .executeTakeFirstOrThrow();
    expect(authorization.amount_cents).toBe(32554);
  });

  test('a promotion that no longer applies refuses the submit with its code', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, body } = await readyOrder();
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/CATER15`);
    await t.database.db
      .updateTable('promotions')
      .set({ active: 0 })
      .where('code', '=', 'CATER15')
      .execute();
    const response = await submit(t, shopper, order.id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('COO-0118');
    expect(await t.database.db.selectFrom('slot_bookings').selectAll().execute()).toEqual([]);
  });

  test('a delivery over $1350 after the promotion is refused with ORD-0413; at the limit it goes through', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, DELIVERY);
    // 100 burritos at $13.95 = $1395 > $1350.
    const big = {
      menuId: 'CMG-4012',
      quantity: 100,
      subItems: [{ menuId: 'chicken', quantity: 100 }],
    };
    await addItem(t, shopper, order.id, big);
    const body = await submitBody(t, shopper);
    const response = await submit(t, shopper, order.id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'ORD-0413',
      message: 'DELIVERY LIMIT IS $1350',
    });
    // $10 off brings it to $1385, still over; 15 % off brings it to $1185.75.
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/CATER15`);
    const placed = await submit(t, shopper, order.id, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const detail = placed.json().orderDetail;
    expect(detail.deliveryInfo.deliveryTip).toBe(177.86);
    expect(detail.total).toBe(1185.75 + 105.24 + 177.86 + 4.99);
  });

  test('an expired delivery quote is renewed at submit', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, DELIVERY);
    await addItem(t, shopper, order.id, BURRITOS);
    t.clock.now += 20 * 60_000;
    const placed = (await submit(t, shopper, order.id, await submitBody(t, shopper))).json();
    expect(placed.orderDetail.deliveryInfo.deliveryQuote.quoteId).not.toBe(
      order.orderDetail.deliveryInfo.deliveryQuote.quoteId,
    );
    expect(await t.database.db.selectFrom('delivery_quotes').selectAll().execute()).toHaveLength(2);
  });
});
