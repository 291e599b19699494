import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  BURRITOS,
  call,
  createOrder,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

const SPLIT = { vegetarian: 6, vegan: 2, dairyFree: 1 };

describe.each(dialects)('the diet split of an order item on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('travels with the item from the builder to the bag and to a change of it (BLD-DIET-7)', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const added = await addItem(t, shopper, order.id, { ...BOWLS, dietSplit: SPLIT });
    const [item] = added.orderDetail.orderItems;
    expect(item.dietSplit).toEqual(SPLIT);
    const cart = await call(t, shopper, 'GET', `/order/${order.id}`);
    expect(cart.json().orderDetail.orderItems[0].dietSplit).toEqual(SPLIT);

    const changed = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: { ...BOWLS, orderItemId: item.orderItemId, dietSplit: { ...SPLIT, vegan: 3 } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().orderDetail.orderItems[0].dietSplit).toEqual({ ...SPLIT, vegan: 3 });
    const without = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: { ...BOWLS, orderItemId: item.orderItemId },
    });
    expect(without.json().orderDetail.orderItems[0]).not.toHaveProperty('dietSplit');
  });

  test('is refused when its diets outnumber the headcount (422) or are not whole numbers (400) (BLD-DIET-2)', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const tooMany = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...BURRITOS, dietSplit: { vegetarian: 15, vegan: 5, dairyFree: 1 } },
    });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json().validationErrors[0]).toMatchObject({ field: 'dietSplit' });
    const negative = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...BURRITOS, dietSplit: { vegetarian: -1, vegan: 0, dairyFree: 0 } },
    });
    expect(negative.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('order_items').selectAll().execute()).toHaveLength(0);
  });

  test('shows on the shared order page of the placed order (BLD-DIET-7)', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, { ...BOWLS, dietSplit: SPLIT });
    const placed = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(placed.statusCode, placed.body).toBe(200);
    const link = (await call(t, shopper, 'POST', `/order/${order.id}/share`)).json();
    const view = (await call(t, null, 'GET', `/shared-order/${link.token}`)).json();
    expect(view.items[0].dietSplit).toEqual(SPLIT);
  });
});
