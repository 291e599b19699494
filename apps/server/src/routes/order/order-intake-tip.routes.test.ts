import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  call,
  createOrder,
  DELIVERY,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

describe.each(dialects)('the delivery tip across PUT /order on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test.each([
    ['a 20 % tip', 0.2, 25.9],
    ['a declined tip', 0, 0],
  ])('a new intake that omits the tip keeps %s', async (_, percent, tip) => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, { ...DELIVERY, deliveryTipPercent: percent });
    await addItem(t, shopper, order.id, BOWLS);
    const resaved = await call(t, shopper, 'PUT', '/order', { body: DELIVERY });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().orderDetail.deliveryInfo).toMatchObject({
      deliveryTipPercent: percent,
      deliveryTip: tip,
    });
  });

  test('a new order without a tip gets 15 %, and an intake that names a tip changes it', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, DELIVERY);
    expect(order.orderDetail.deliveryInfo.deliveryTipPercent).toBe(0.15);
    await addItem(t, shopper, order.id, BOWLS);
    const changed = await call(t, shopper, 'PUT', '/order', {
      body: { ...DELIVERY, deliveryTipPercent: 0.1 },
    });
    expect(changed.json().orderDetail.deliveryInfo).toMatchObject({
      deliveryTipPercent: 0.1,
      deliveryTip: 12.95,
    });
  });

  test('a pickup intake in between keeps the tip for when the order goes back to delivery', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    await createOrder(t, shopper, { ...DELIVERY, deliveryTipPercent: 0.2 });
    const { deliveryAddress: _, ...pickup } = { ...DELIVERY, orderType: 'pickup' };
    expect((await call(t, shopper, 'PUT', '/order', { body: pickup })).statusCode).toBe(200);
    const back = await call(t, shopper, 'PUT', '/order', { body: DELIVERY });
    expect(back.json().orderDetail.deliveryInfo.deliveryTipPercent).toBe(0.2);
  });
});
