import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  call,
  createOrder,
  PICKUP_AT,
  placeOrder,
  startFullUser,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { publicHashOf } from '../customer/account.test-helpers';

const AFTER_PICKUP = Date.parse(PICKUP_AT) + 60_000;

describe.each(dialects)('/api/v1/loyalty/points on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('a new account has no points; a placed order earns when it closes, once (ACC-LOYALTY-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const empty = await call(t, grace, 'GET', '/loyalty/points');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ currentPointsBalance: 0, pointsPerDollar: 10 });
    expect(empty.headers['x-account-hash']).toBe(await publicHashOf(t, grace.customerId));
    await placeOrder(t, grace);
    expect((await call(t, grace, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(0);
    t.clock.now = AFTER_PICKUP;
    // $129.50 of bowls: 129 whole dollars at 10 points each.
    expect((await call(t, grace, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(1290);
    expect((await call(t, grace, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(1290);
    const order = await t.database.db
      .selectFrom('orders')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('Closed');
  });

  test('points are earned on the food after the promotion; tax earns none (ACC-LOYALTY-2)', async () => {
    t = await startOrderApp(dialect, { LOYALTY_POINTS_PER_DOLLAR: '1' });
    const grace = await startFullUser(t);
    const order = await createOrder(t, grace);
    await addItem(t, grace, order.id);
    expect((await call(t, grace, 'POST', `/order/${order.id}/promotions/TAKE10`)).statusCode).toBe(
      200,
    );
    expect((await submit(t, grace, order.id, await submitBody(t, grace))).statusCode).toBe(200);
    t.clock.now = AFTER_PICKUP;
    // $129.50 less $10.00 is $119.50: 119 points at 1 a dollar.
    expect((await call(t, grace, 'GET', '/loyalty/points')).json()).toEqual({
      currentPointsBalance: 119,
      pointsPerDollar: 1,
    });
  });

  test('a cancelled order earns nothing, and one customer never sees the points of another', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const cancelled = await placeOrder(t, ada);
    expect((await call(t, ada, 'DELETE', `/order/${cancelled.id}`)).statusCode).toBe(200);
    await placeOrder(t, grace);
    t.clock.now = AFTER_PICKUP;
    expect((await call(t, ada, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(0);
    expect((await call(t, grace, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(1290);
    expect((await call(t, ada, 'GET', '/loyalty/points')).json().currentPointsBalance).toBe(0);
  });

  test('guests get 403 AUTH-0403; no session is 401 AUTH-0002 (ACC-ROLE-3)', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    const refused = await call(t, guest, 'GET', '/loyalty/points');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('AUTH-0403');
    expect((await call(t, null, 'GET', '/loyalty/points')).json().errorCode).toBe('AUTH-0002');
  });
});
