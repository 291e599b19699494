import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  call,
  createOrder,
  DELIVERY,
  newKey,
  PICKUP,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
  type Shopper,
} from '../../../test/order.helpers';

/** Burritos by the box, all chicken: $13.95 a burrito at tier 3. */
const burritos = (quantity: number) => ({
  menuId: 'CMG-4012',
  quantity,
  subItems: [{ menuId: 'chicken', quantity }],
});

describe.each(dialects)('PUT /api/v1/order/{id}/split on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  /** A delivery of 60 ($837), 40 ($558) and 10 ($139.50) burritos: $1534.50, over the limit. */
  async function largeDelivery(shopper?: Shopper) {
    const who = shopper ?? (await startShopper(t));
    const order = await createOrder(t, who, DELIVERY);
    await addItem(t, who, order.id, burritos(60));
    await addItem(t, who, order.id, burritos(40));
    const full = await addItem(t, who, order.id, burritos(10));
    const [a, b, c] = full.orderDetail.orderItems.map(
      (item: { orderItemId: string }) => item.orderItemId,
    );
    return { shopper: who, order: full, ids: { a, b, c } as Record<'a' | 'b' | 'c', string> };
  }
  const split = (shopper: Shopper, orderId: string, items: unknown) =>
    call(t, shopper, 'PUT', `/order/${orderId}/split`, { body: { items } });
  const ordersCount = async () =>
    (await t.database.db.selectFrom('orders').select('id').execute()).length;

  test('moves the chosen items to a second delivery at the same restaurant, address and time', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    const response = await split(shopper, order.id, [ids.b, ids.c]);
    expect(response.statusCode, response.body).toBe(200);
    const { first, second } = response.json();
    expect(first.id).toBe(order.id);
    expect(first.orderDetail.orderItems.map((i: { orderItemId: string }) => i.orderItemId)).toEqual(
      [ids.a],
    );
    expect(first.orderDetail.subTotal).toBe(837);
    expect(second.orderDetail.subTotal).toBe(697.5);
    expect(second.orderDetail.orderItems).toHaveLength(2);
    expect(first.orderDetail.split).toEqual({ partnerId: second.id, part: 1 });
    expect(second.orderDetail.split).toEqual({ partnerId: first.id, part: 2 });
    expect(second.orderDetail.store).toEqual(first.orderDetail.store);
    expect(second.orderDetail.deliveryInfo.deliveryDate).toBe(
      first.orderDetail.deliveryInfo.deliveryDate,
    );
    expect(second.orderDetail.deliveryInfo.deliveryAddress).toEqual(
      first.orderDetail.deliveryInfo.deliveryAddress,
    );
    expect(second.orderDetail.eventType).toBe('LUNCH');
    // The cart stays the first delivery; the second is read by its id.
    const cart = (await call(t, shopper, 'GET', '/order/cart')).json();
    expect(cart.id).toBe(order.id);
    const read = (await call(t, shopper, 'GET', `/order/${second.id}`)).json();
    expect(read.orderDetail.subTotal).toBe(697.5);
    // Named again from either half, the split is re-drawn, not a third delivery.
    const again = await split(shopper, second.id, [ids.b]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().second.id).toBe(second.id);
    expect(again.json().first.orderDetail.subTotal).toBe(837 + 139.5);
    expect(await ordersCount()).toBe(2);
  });

  test('refuses a split that leaves a delivery above the limit or empty, and changes nothing', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    const tooLittle = await split(shopper, order.id, [ids.c]);
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).toMatchObject({
      errorCode: 'ORD-0413',
      message: 'Delivery 1 would be above the $1350 delivery limit.',
    });
    const everything = await split(shopper, order.id, [ids.a, ids.b, ids.c]);
    expect(everything.statusCode).toBe(422);
    expect(everything.json().errorCode).toBe('ORD-0417');
    const unknown = await split(shopper, order.id, ['not-an-item-of-this-order']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorCode).toBe('ORD-0417');
    expect(await ordersCount()).toBe(1);
    const cart = (await call(t, shopper, 'GET', '/order/cart')).json();
    expect(cart.orderDetail.orderItems).toHaveLength(3);
    expect(cart.orderDetail.split).toBeNull();
  });

  test('validates the body and answers 404 for another session, as every order call does', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    for (const items of ['x', [1], [ids.a, ids.a], Array.from({ length: 51 }, (_, n) => `i${n}`)]) {
      const response = await split(shopper, order.id, items);
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json().errorCode).toBe('VAL-0001');
    }
    const stranger = await startShopper(t);
    const foreign = await split(stranger, order.id, [ids.b]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('ORD-0404');
    const pickupShopper = await startShopper(t);
    const pickup = await createOrder(t, pickupShopper, PICKUP);
    const added = await addItem(t, pickupShopper, pickup.id, burritos(20));
    const refused = await split(pickupShopper, pickup.id, [
      added.orderDetail.orderItems[0].orderItemId,
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('ORD-0417');
  });

  test('no items, or a new intake, joins the two deliveries back into one', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    await split(shopper, order.id, [ids.b, ids.c]);
    const joined = await split(shopper, order.id, []);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().second).toBeNull();
    expect(joined.json().first.orderDetail.subTotal).toBe(1534.5);
    expect(await ordersCount()).toBe(1);

    await split(shopper, order.id, [ids.b, ids.c]);
    const pickup = await call(t, shopper, 'PUT', '/order', { body: PICKUP });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json().orderDetail).toMatchObject({
      orderType: 'pickup',
      subTotal: 1534.5,
      split: null,
    });
    expect(await ordersCount()).toBe(1);
  });

  test('one checkout places both deliveries with one authorization for the sum', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    const { second } = (await split(shopper, order.id, [ids.b, ids.c])).json();
    const body = await submitBody(t, shopper);
    const key = newKey();
    const response = await submit(t, shopper, order.id, body, key);
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({ status: 'Submitted', orderNumber: 'VC-100001' });
    expect(placed.orderDetail.split).toEqual({ partnerId: second.id, part: 1 });
    const partner = (await call(t, shopper, 'GET', `/order/${second.id}`)).json();
    expect(partner).toMatchObject({ status: 'Submitted', orderNumber: 'VC-100002' });
    expect(partner.orderDetail.paymentItems[0].amount).toBe(partner.orderDetail.total);
    expect(placed.orderDetail.paymentItems[0].amount).toBe(placed.orderDetail.total);
    const authorizations = await t.database.db
      .selectFrom('payment_authorizations')
      .selectAll()
      .execute();
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]!.amount_cents).toBe(
      Math.round((placed.orderDetail.total + partner.orderDetail.total) * 100),
    );
    const booking = await t.database.db
      .selectFrom('slot_bookings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ orders_count: 2, headcount: 110 });

    // The same Idempotency-Key answers the same pair: no third order, no second charge.
    const replay = await submit(t, shopper, order.id, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().orderNumber).toBe('VC-100001');
    expect(
      await t.database.db.selectFrom('payment_authorizations').selectAll().execute(),
    ).toHaveLength(1);
    expect(await ordersCount()).toBe(2);

    // The two share one payment: neither is changed online.
    const changeable = (await call(t, shopper, 'GET', `/order/${second.id}/isChangeable`)).json();
    expect(changeable.isChangeable).toBe(false);
    expect((await call(t, shopper, 'DELETE', `/order/${order.id}`)).statusCode).toBe(409);
    expect((await call(t, shopper, 'PUT', `/order/${second.id}/markforupdate`)).statusCode).toBe(
      409,
    );
  });

  test('when the second delivery cannot be placed, neither is and nothing is charged', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    await split(shopper, order.id, [ids.b, ids.c]);
    // Room for one more order in the slot: the first delivery fits, the second does not.
    await t.database.db
      .updateTable('restaurants')
      .set({ slot_order_limit: 1 })
      .where('restaurant_number', '=', DELIVERY.restaurantNumber)
      .execute();
    const response = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors[0]).toMatchObject({ errorCode: 'deliveryTime' });
    const statuses = await t.database.db
      .selectFrom('orders')
      .select(['status', 'order_number'])
      .execute();
    expect(statuses).toEqual([
      { status: 'Open', order_number: null },
      { status: 'Open', order_number: null },
    ]);
    expect(await t.database.db.selectFrom('payment_authorizations').selectAll().execute()).toEqual(
      [],
    );
    expect(await t.database.db.selectFrom('slot_bookings').selectAll().execute()).toEqual([]);
  });

  test('the second delivery is placed only with the first', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order, ids } = await largeDelivery();
    const { second } = (await split(shopper, order.id, [ids.b, ids.c])).json();
    const response = await submit(t, shopper, second.id, await submitBody(t, shopper));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('ORD-0417');
  });
});
