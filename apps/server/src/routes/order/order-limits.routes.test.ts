import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  call,
  createOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

/** 200 burritos by the box, half chicken, half steak: $2,790 at tier 3. */
const FULL_BOX = {
  menuId: 'CMG-4012',
  quantity: 200,
  subItems: [
    { menuId: 'chicken', quantity: 100 },
    { menuId: 'steak', quantity: 100 },
  ],
};

describe.each(dialects)('order size limits on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  const itemCount = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n;

  test('takes 25 items and refuses the 26th with 422 ORD-0414, leaving the order as it was', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    for (let i = 0; i < 25; i++) await addItem(t, shopper, order.id, BOWLS);
    const refused = await call(t, shopper, 'POST', `/order/${order.id}/item`, { body: BOWLS });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errorCode: 'ORD-0414',
      message:
        'An order can hold up to 25 items. To add another, remove one or call our catering line.',
    });
    expect(Number(await itemCount(order.id))).toBe(25);
    const removed = await call(
      t,
      shopper,
      'DELETE',
      `/order/${order.id}/item/${await addedItemId(order.id)}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().orderDetail.orderItems).toHaveLength(24);
  });

  test('refuses a quantity above 200 on one item with 422 ORD-0415, whatever the menu allows', async () => {
    t = await startOrderApp(dialect);
    await t.database.db
      .updateTable('menu_items')
      .set({ item_config_json: JSON.stringify({ min: 10, max: 500, increment: 1, serves: 1 }) })
      .where('id', '=', 'CMG-4105')
      .execute();
    await t.app.services.catalogue.invalidateCatalogue();
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const refused = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...BOWLS, quantity: 201 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'ORD-0415' });
    expect(Number(await itemCount(order.id))).toBe(0);
  });

  test('refuses an add or an update that takes the bag total above $10,000 with 422 ORD-0416', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    for (let i = 0; i < 3; i++) await addItem(t, shopper, order.id, FULL_BOX);
    const small = await addItem(t, shopper, order.id, BOWLS);
    expect(small.orderDetail.subTotal).toBe(8499.5);
    const refused = await call(t, shopper, 'POST', `/order/${order.id}/item`, { body: FULL_BOX });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errorCode: 'ORD-0416',
      message:
        'Online orders are limited to $10,000. To order more, please call our catering line.',
    });
    const bowls = small.orderDetail.orderItems[3];
    const grown = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: { ...BOWLS, quantity: 200, orderItemId: bowls.orderItemId },
    });
    expect(grown.statusCode).toBe(422);
    expect(grown.json()).toMatchObject({ errorCode: 'ORD-0416' });
    const cart = await call(t, shopper, 'GET', '/order/cart');
    expect(cart.json().orderDetail.subTotal).toBe(8499.5);
  });

  test('still lets an order that is over a limit shrink', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    for (let i = 0; i < 3; i++) await addItem(t, shopper, order.id, FULL_BOX);
    // A price rise after the items were added leaves the order above the limit.
    await t.database.db
      .updateTable('order_items')
      .set({ unit_price_cents: 2000, sub_total_cents: 400_000 })
      .execute();
    const [first] = (await call(t, shopper, 'GET', '/order/cart')).json().orderDetail.orderItems;
    const smaller = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: {
        ...FULL_BOX,
        quantity: 100,
        subItems: [{ menuId: 'chicken', quantity: 100 }],
        orderItemId: first.orderItemId,
      },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    const removed = await call(
      t,
      shopper,
      'DELETE',
      `/order/${order.id}/item/${first.orderItemId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  async function addedItemId(orderId: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
