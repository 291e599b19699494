import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  call,
  createOrder,
  DELIVERY,
  NOW,
  PICKUP,
  PICKUP_AT,
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

describe.each(dialects)('/api/v1/order on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('POST /order creates an open pickup order at the restaurant, slot and event chosen', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    expect(order).toMatchObject({
      orderNumber: null,
      status: 'Open',
      orderDetail: {
        orderType: 'pickup',
        isDelivery: false,
        eventType: 'LUNCH',
        store: { storeNumber: 1001, name: 'Third Ave & 40th', timezoneId: 'America/New_York' },
        pickupInfo: { pickupDate: PICKUP_AT },
        deliveryInfo: null,
        orderItems: [],
        subTotal: 0,
        total: 0,
        isGuest: true,
      },
    });
    const row = await t.database.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: shopper.customerId,
      scheduled_at: Date.parse(PICKUP_AT),
      status: 'Open',
    });
  });

  test('POST /order for delivery takes a quote: fee, tip percent and address on the order', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, { ...DELIVERY, deliveryTipPercent: 0.2 });
    const info = order.orderDetail.deliveryInfo;
    expect(order.orderDetail.isDelivery).toBe(true);
    expect(info.deliveryDate).toBe(PICKUP_AT);
    expect(info.deliveryTipPercent).toBe(0.2);
    expect(info.deliveryQuote.fee).toBe(4.99);
    expect(info.deliveryQuote.quoteId).toMatch(/[0-9a-f-]{36}/);
    expect(info.deliveryAddress).toMatchObject({
      address1: '405 Lexington Ave',
      postalCode: '10174',
    });
    expect(order.orderDetail.total).toBe(4.99);
    const quote = await t.database.db
      .selectFrom('delivery_quotes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(quote.id).toBe(info.deliveryQuote.quoteId);
  });

  test.each([
    ['an unknown restaurant', { restaurantNumber: 999 }, 'restaurantInvalid', 'restaurantNumber'],
    ['a closed restaurant', { restaurantNumber: 1005 }, 'restaurantInvalid', 'restaurantNumber'],
    [
      'a day the restaurant is shut (Thanksgiving)',
      { date: '2027-11-25' },
      'pickupDate',
      'pickupDate',
    ],
    ['a date in the past', { date: '2027-03-09' }, 'pickupDate', 'pickupDate'],
    ['a date beyond the ordering window', { date: '2028-03-09' }, 'pickupDate', 'pickupDate'],
    ['a time that is not a slot', { time: '12:05' }, 'pickupTime', 'pickupTime'],
    ['a time before opening', { time: '08:00' }, 'pickupTime', 'pickupTime'],
    [
      'a slot inside the lead time',
      { date: '2027-03-10', time: '18:00' },
      'pickupTime',
      'pickupTime',
    ],
  ])(
    'POST /order refuses %s with 422 and the intake key',
    async (_name, change, errorCode, field) => {
      t = await startOrderApp(dialect);
      const shopper = await startShopper(t);
      const response = await call(t, shopper, 'POST', '/order', { body: { ...PICKUP, ...change } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errorCode: 'VAL-0001',
        validationErrors: [{ errorCode, field }],
      });
      expect(await t.database.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
    },
  );

  test('POST /order refuses delivery from a restaurant without delivery, a full slot and an unknown event type', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const noDelivery = await call(t, shopper, 'POST', '/order', {
      body: { ...DELIVERY, restaurantNumber: 1003 },
    });
    expect(noDelivery.json().validationErrors[0].errorCode).toBe('restaurantInvalid');
    await t.database.db
      .insertInto('slot_bookings')
      .values({
        restaurant_number: 1001,
        slot_start_utc: Date.parse(PICKUP_AT),
        orders_count: 4,
        headcount: 40,
      })
      .execute();
    const full = await call(t, shopper, 'POST', '/order', { body: PICKUP });
    expect(full.statusCode).toBe(422);
    expect(full.json().validationErrors[0].errorCode).toBe('pickupTime');
    const event = await call(t, shopper, 'POST', '/order', {
      body: { ...PICKUP, time: '12:15', eventType: 'NOPE' },
    });
    expect(event.statusCode).toBe(422);
    expect(event.json().validationErrors[0].field).toBe('eventType');
  });

  test('POST /order refuses a malformed intake with 400 and a second open order with 409', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const malformed = await call(t, shopper, 'POST', '/order', {
      body: { ...PICKUP, date: '2027-02-30' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VAL-0001');
    await createOrder(t, shopper);
    const second = await call(t, shopper, 'POST', '/order', { body: PICKUP });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('ORD-0409');
  });

  test('every order call needs a session', async () => {
    t = await startOrderApp(dialect);
    for (const [method, path] of [
      ['POST', '/order'],
      ['GET', '/order/cart'],
      ['GET', '/order/x'],
      ['DELETE', '/order/x'],
    ] as const) {
      const response = await call(t, null, method, path, method === 'POST' ? { body: PICKUP } : {});
      expect(response.statusCode, path).toBe(401);
    }
  });

  test('PUT /order moves the order to another restaurant and re-prices its items at that tier', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    expect((await addItem(t, shopper, order.id)).orderDetail.subTotal).toBe(129.5);
    // Chicago, Michigan Ave: tier 2 ($11.95 a person), tax 10.25 %.
    const response = await call(t, shopper, 'PUT', '/order', {
      body: { ...PICKUP, restaurantNumber: 2001, time: '11:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json();
    expect(moved.id).toBe(order.id);
    expect(moved.orderDetail.store.storeNumber).toBe(2001);
    expect(moved.orderDetail.orderItems[0].price).toBe(11.95);
    expect(moved.orderDetail.subTotal).toBe(119.5);
    expect(moved.orderDetail.taxTotal).toBe(12.25);
    expect(moved.orderDetail.total).toBe(131.75);
    expect(moved.orderDetail.pickupInfo.pickupDate).toBe('2027-03-12T17:00:00.000Z');
  });

  test('PUT /order refuses an invalid intake and answers 404 when there is no current order', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    expect((await call(t, shopper, 'PUT', '/order', { body: PICKUP })).json().errorCode).toBe(
      'ORD-0404',
    );
    await createOrder(t, shopper);
    const response = await call(t, shopper, 'PUT', '/order', {
      body: { ...PICKUP, time: '23:30' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors[0].errorCode).toBe('pickupTime');
  });

  test('GET /order/cart answers the current order, 404 before there is one and after it is placed', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const none = await call(t, shopper, 'GET', '/order/cart');
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('ORD-0404');
    const order = await createOrder(t, shopper);
    expect((await call(t, shopper, 'GET', '/order/cart')).json().id).toBe(order.id);
    await addItem(t, shopper, order.id);
    expect(
      (await call(t, shopper, 'GET', `/order/${order.id}`)).json().orderDetail.orderItems,
    ).toHaveLength(1);
    const shopper2 = await startShopper(t);
    await placeOrder(t, shopper2);
    expect((await call(t, shopper2, 'GET', '/order/cart')).statusCode).toBe(404);
  });

  test("GET /order/{id} answers 404 ORD-0404 for an unknown id and for another customer's order", async () => {
    t = await startOrderApp(dialect);
    const owner = await startShopper(t);
    const stranger = await startShopper(t);
    const order = await createOrder(t, owner);
    expect((await call(t, stranger, 'GET', `/order/${order.id}`)).json()).toMatchObject({
      errorCode: 'ORD-0404',
    });
    expect(
      (await call(t, owner, 'GET', '/order/00000000-0000-0000-0000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call(t, owner, 'GET', `/order/${order.id}`)).statusCode).toBe(200);
  });

  test('GET /order/{id} shows a submitted order whose time has passed as Closed, and keeps it so', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    expect(placed.status).toBe('Submitted');
    t.clock.now = Date.parse(PICKUP_AT) + 60_000;
    expect((await call(t, shopper, 'GET', `/order/${placed.id}`)).json().status).toBe('Closed');
    const row = await t.database.db
      .selectFrom('orders')
      .select(['status', 'closed_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Closed', closed_at: t.clock.now });
  });

  test('GET /order/{id}/validate flags nothing while the intake holds', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id);
    const response = await call(t, shopper, 'GET', `/order/${order.id}/validate`);
    expect(response.json()).toEqual({
      isRestaurantValid: true,
      isDateValid: true,
      isTimeValid: true,
      validationErrors: [],
    });
  });

  test('GET /order/{id}/validate flags a slot that went past, a slot that filled, a closed restaurant and an item off the menu', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id);
    const validate = async () =>
      (await call(t, shopper, 'GET', `/order/${order.id}/validate`)).json();

    t.clock.now = Date.parse(PICKUP_AT) - 3_600_000;
    expect(await validate()).toMatchObject({
      isTimeValid: false,
      validationErrors: [{ errorCode: 'pickupTime', field: 'pickupTime' }],
    });
    t.clock.now = NOW;

    await t.database.db
      .insertInto('slot_bookings')
      .values({
        restaurant_number: 1001,
        slot_start_utc: Date.parse(PICKUP_AT),
        orders_count: 4,
        headcount: 40,
      })
      .execute();
    expect((await validate()).isTimeValid).toBe(false);
    await t.database.db.deleteFrom('slot_bookings').execute();

    await t.database.db
      .insertInto('restaurant_closures')
      .values({ restaurant_number: 1001, closure_date: '2027-03-12', reason: 'Repairs' })
      .execute();
    expect(await validate()).toMatchObject({
      isDateValid: false,
      validationErrors: [{ errorCode: 'pickupDate' }],
    });
    await t.database.db.deleteFrom('restaurant_closures').where('reason', '=', 'Repairs').execute();

    await t.database.db
      .updateTable('restaurants')
      .set({ status: 'CLOSED' })
      .where('restaurant_number', '=', 1001)
      .execute();
    expect(await validate()).toMatchObject({
      isRestaurantValid: false,
      validationErrors: [{ errorCode: 'restaurantInvalid', field: 'restaurantNumber' }],
    });
    await t.database.db
      .updateTable('restaurants')
      .set({ status: 'OPEN' })
      .where('restaurant_number', '=', 1001)
      .execute();

    await t.database.db
      .updateTable('menu_items')
      .set({ active: 0 })
      .where('id', '=', BOWLS.menuId)
      .execute();
    await t.app.services.catalogue.invalidateCatalogue();
    expect(await validate()).toEqual({
      isRestaurantValid: true,
      isDateValid: true,
      isTimeValid: true,
      validationErrors: [{ errorCode: 'menuItem', field: 'menuId' }],
    });
  });

  test('DELETE /order/{id} cancels an open order; a cancelled one cannot be cancelled again', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const response = await call(t, shopper, 'DELETE', `/order/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Cancelled');
    expect((await call(t, shopper, 'GET', '/order/cart')).statusCode).toBe(404);
    const again = await call(t, shopper, 'DELETE', `/order/${order.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ORD-0409');
  });

  test('the OpenAPI document shows the order calls with the wire schemas', async () => {
    t = await startOrderApp(dialect);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/order'].post.requestBody).toBeDefined();
    expect(
      doc.paths['/api/v1/order/{id}'].get.responses['200'].content['application/json'].schema
        .properties.orderDetail,
    ).toBeDefined();
    expect(
      doc.paths['/api/v1/order/{id}/submit'].put.parameters.some(
        (p: { name: string }) => p.name === 'idempotency-key',
      ),
    ).toBe(true);
  });
});
