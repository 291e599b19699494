import { afterEach, describe, expect, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import { dialects } from '../../../test/harness';
import type { Shopper } from '../../../test/sandbox-payment.helpers';
import {
  addItem,
  BOWLS,
  BURRITOS,
  createOrder,
  newKey,
  PICKUP,
  PICKUP_AT,
  startOrderApp,
  startShopper,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

// Through a real listening server and fetch: requests really overlap, as they do in production.
describe.each(dialects)('orders under concurrency on %s', (dialect) => {
  let t: OrderTestApp;
  let base: string;
  afterEach(async () => t?.close());

  async function start() {
    t = await startOrderApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  }

  async function send(
    shopper: Shopper,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-subscription-key': t.headers['x-subscription-key'] ?? '',
        cookie: shopper.cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  test('50 simultaneous submits with one Idempotency-Key place one order, with one number and one authorization', async () => {
    await start();
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, BURRITOS);
    const body = await submitBody(t, shopper);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(shopper, 'PUT', `/order/${order.id}/submit`, body, { 'idempotency-key': key }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.body.orderNumber))).toEqual(new Set(['VC-100001']));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(
      await t.database.db.selectFrom('payment_authorizations').selectAll().execute(),
    ).toHaveLength(1);
    expect(
      await t.database.db.selectFrom('slot_bookings').select('orders_count').execute(),
    ).toEqual([{ orders_count: 1 }]);
    const counter = await t.database.db
      .selectFrom('counters')
      .select('value')
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(100_001);
  });

  test('orders of different customers racing for the last place in a slot never overbook it', async () => {
    await start();
    await t.database.db
      .updateTable('restaurants')
      .set({ slot_order_limit: 1 })
      .where('restaurant_number', '=', 1001)
      .execute();
    const racers = [];
    for (let i = 0; i < 8; i += 1) {
      const shopper = await startShopper(t);
      const order = await createOrder(t, shopper);
      await addItem(t, shopper, order.id, BOWLS);
      racers.push({ shopper, order, body: await submitBody(t, shopper) });
    }
    const results = await Promise.all(
      racers.map((r) =>
        send(r.shopper, 'PUT', `/order/${r.order.id}/submit`, r.body, {
          'idempotency-key': newKey(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(422);
      expect((refused.body.validationErrors as { errorCode: string }[])[0]?.errorCode).toBe(
        'pickupTime',
      );
    }
    const booking = await t.database.db
      .selectFrom('slot_bookings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      slot_start_utc: Date.parse(PICKUP_AT),
      orders_count: 1,
      headcount: 10,
    });
    expect(
      await t.database.db.selectFrom('payment_authorizations').selectAll().execute(),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'Submitted')
        .execute(),
    ).toHaveLength(1);
  });

  test('simultaneous item additions to one order all land and the totals count every one', async () => {
    await start();
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => send(shopper, 'POST', `/order/${order.id}/item`, BURRITOS)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const row = await t.database.db
      .selectFrom('orders')
      .select(['sub_total_cents', 'total_cents'])
      .executeTakeFirstOrThrow();
    expect(row.sub_total_cents).toBe(12 * 27_900);
    expect(await t.database.db.selectFrom('order_items').selectAll().execute()).toHaveLength(12);
  });

  test('two orders of one customer racing with a once-per-customer code: only one redeems it', async () => {
    await start();
    const shopper = await startShopper(t);
    const orders = [];
    for (const date of ['2027-03-12', '2027-03-15']) {
      const order = await createOrder(t, shopper, { ...PICKUP, date });
      await addItem(t, shopper, order.id, BOWLS);
      expect((await send(shopper, 'POST', `/order/${order.id}/promotions/FIRSTCATER`)).status).toBe(
        200,
      );
      // The second order is created after the first was submitted in real life; here both are open at once.
      await t.database.db
        .updateTable('orders')
        .set({ status: 'Submitted' })
        .where('id', '=', order.id)
        .execute();
      orders.push(order);
    }
    await t.database.db.updateTable('orders').set({ status: 'Open' }).execute();
    const body = await submitBody(t, shopper);
    const results = await Promise.all(
      orders.map((o) =>
        send(shopper, 'PUT', `/order/${o.id}/submit`, body, { 'idempotency-key': newKey() }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.errorCode).toBe('COO-0118');
    expect(
      await t.database.db.selectFrom('promotion_redemptions').selectAll().execute(),
    ).toHaveLength(1);
    expect(
      await t.database.db.selectFrom('payment_authorizations').selectAll().execute(),
    ).toHaveLength(1);
  });

  test("two customers can neither read, change, submit nor cancel each other's orders", async () => {
    await start();
    const alice = await startShopper(t);
    const bob = await startShopper(t);
    const order = await createOrder(t, alice);
    const itemId = (await addItem(t, alice, order.id, BOWLS)).orderDetail.orderItems[0]
      .orderItemId as string;
    const bobBody = await submitBody(t, bob);
    const attempts = await Promise.all([
      send(bob, 'GET', `/order/${order.id}`),
      send(bob, 'GET', `/order/${order.id}/validate`),
      send(bob, 'POST', `/order/${order.id}/item`, BOWLS),
      send(bob, 'DELETE', `/order/${order.id}/item/${itemId}`),
      send(bob, 'POST', `/order/${order.id}/promotions/CATER15`),
      send(bob, 'PUT', `/order/${order.id}/submit`, bobBody, { 'idempotency-key': newKey() }),
      send(bob, 'DELETE', `/order/${order.id}`),
      send(bob, 'PUT', `/order/${order.id}/markforupdate`),
      send(bob, 'GET', `/order/${order.id}/isChangeable`),
    ]);
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 404, body: { errorCode: 'ORD-0404' } });
    const mine = await send(alice, 'GET', `/order/${order.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      status: 'Open',
      orderDetail: { promotion: null, subTotal: 129.5 },
    });
  });
});
