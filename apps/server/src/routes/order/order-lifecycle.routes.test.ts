import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BURRITOS,
  call,
  CHIPS,
  createOrder,
  PICKUP,
  PICKUP_AT,
  placeOrder,
  startFullUser,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';
import type { Shopper } from '../../../test/sandbox-payment.helpers';

const DAY = 86_400_000;

describe.each(dialects)('the order lifecycle on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  const bookings = () =>
    t.database.db
      .selectFrom('slot_bookings')
      .select(['slot_start_utc', 'orders_count', 'headcount'])
      .orderBy('slot_start_utc')
      .execute();
  const authorizations = () =>
    t.database.db
      .selectFrom('payment_authorizations')
      .select(['status', 'amount_cents'])
      .orderBy('created_at')
      .execute();
  const editId = async (shopper: Shopper) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select('catering_edit_order_id')
        .where('customer_id', '=', shopper.customerId)
        .executeTakeFirstOrThrow()
    ).catering_edit_order_id;

  test('isChangeable is true for a submitted order more than 24 hours ahead, false inside 24 hours, when open, and for others 404', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const changeable = async (id: string, who = shopper) =>
      (await call(t, who, 'GET', `/order/${id}/isChangeable`)).json();
    expect(await changeable(placed.id)).toEqual({ isChangeable: true });
    t.clock.now = Date.parse(PICKUP_AT) - DAY + 1000;
    expect(await changeable(placed.id)).toEqual({ isChangeable: false });
    const open = await createOrder(t, shopper, { ...PICKUP, date: '2027-03-20' });
    expect(await changeable(open.id)).toEqual({ isChangeable: false });
    expect((await changeable(placed.id, await startShopper(t))).errorCode).toBe('ORD-0404');
  });

  test('markforupdate opens a draft copy, sets cateringEditOrderId, and the cart answers the draft', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const response = await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`);
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json();
    expect(draft.id).not.toBe(placed.id);
    expect(draft).toMatchObject({ status: 'Open', orderNumber: null });
    expect(draft.orderDetail.orderItems.map((i: { menuId: string }) => i.menuId)).toEqual([
      'CMG-4105',
    ]);
    expect(await editId(shopper)).toBe(placed.id);
    const session = (await call(t, shopper, 'GET', '/customerauth/getstarted')).json();
    expect(session.cateringEditOrderId).toBe(placed.id);
    expect((await call(t, shopper, 'GET', '/order/cart')).json().id).toBe(draft.id);
    expect((await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json().id).toBe(
      draft.id,
    );
  });

  test('starting to edit another order drops the draft of the order being edited', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const first = await placeOrder(t, shopper);
    const second = await placeOrder(t, shopper, { ...PICKUP, date: '2027-03-13' });
    const draft = (await call(t, shopper, 'PUT', `/order/${second.id}/markforupdate`)).json();
    await addItem(t, shopper, draft.id, CHIPS);
    const draftsOf = async (id: string) =>
      (
        await t.database.db
          .selectFrom('orders')
          .select('id')
          .where('edit_of_order_id', '=', id)
          .execute()
      ).length;
    expect(await draftsOf(second.id)).toBe(1);

    await call(t, shopper, 'PUT', `/order/${first.id}/markforupdate`);
    expect(await editId(shopper)).toBe(first.id);
    expect(await draftsOf(second.id)).toBe(0);
    // Editing the second order again starts from it as placed, not from the dropped changes.
    const again = (await call(t, shopper, 'PUT', `/order/${second.id}/markforupdate`)).json();
    expect(again.orderDetail.orderItems.map((i: { menuId: string }) => i.menuId)).toEqual([
      'CMG-4105',
    ]);
    expect(await draftsOf(first.id)).toBe(0);
  });

  test('markforupdate is refused inside 24 hours (ORD-0423), for an open order (ORD-0409) and for others (404)', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    expect(
      (await call(t, await startShopper(t), 'PUT', `/order/${placed.id}/markforupdate`)).json()
        .errorCode,
    ).toBe('ORD-0404');
    const open = await createOrder(t, shopper, { ...PICKUP, date: '2027-03-20' });
    expect(
      (await call(t, shopper, 'PUT', `/order/${open.id}/markforupdate`)).json().errorCode,
    ).toBe('ORD-0409');
    t.clock.now = Date.parse(PICKUP_AT) - DAY / 2;
    const late = await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`);
    expect(late.statusCode).toBe(423);
    expect(late.json().errorCode).toBe('ORD-0423');
  });

  test('undoforupdate drops the draft and clears the edit; without an edit it is 404', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    expect((await call(t, shopper, 'PUT', '/order/undoforupdate')).statusCode).toBe(404);
    const draft = (await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json();
    const response = await call(t, shopper, 'PUT', '/order/undoforupdate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: placed.id, status: 'Submitted' });
    expect(await editId(shopper)).toBeNull();
    expect((await call(t, shopper, 'GET', `/order/${draft.id}`)).statusCode).toBe(404);
    expect((await call(t, shopper, 'GET', '/order/cart')).statusCode).toBe(404);
  });

  test('re-submitting the draft replaces the order under its id and number, moves the slot and adjusts the payment', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const draft = (await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json();
    expect(
      (await call(t, shopper, 'PUT', '/order', { body: { ...PICKUP, time: '13:00' } })).statusCode,
    ).toBe(200);
    await addItem(t, shopper, draft.id, CHIPS);
    const tokenId = placed.orderDetail.paymentItems[0].tokenId;
    const body = {
      payment: { paymentProviderId: 'SANDBOX', tokenId },
      customer: placed.orderDetail.customer,
      fraudSessionId: 'fraud-2',
    };
    const response = await submit(t, shopper, draft.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'Submitted',
    });
    expect(edited.orderDetail.pickupInfo.pickupDate).toBe('2027-03-12T18:00:00.000Z');
    expect(edited.orderDetail.orderItems.map((i: { menuId: string }) => i.menuId)).toEqual([
      'CMG-4105',
      'CMG-4027',
    ]);
    expect(edited.orderDetail.total).toBe(206.21);
    expect(await bookings()).toEqual([
      { slot_start_utc: Date.parse(PICKUP_AT), orders_count: 0, headcount: 0 },
      { slot_start_utc: Date.parse('2027-03-12T18:00:00Z'), orders_count: 1, headcount: 10 },
    ]);
    expect(await authorizations()).toEqual([{ status: 'approved', amount_cents: 20621 }]);
    expect(await t.database.db.selectFrom('orders').select('id').execute()).toEqual([
      { id: placed.id },
    ]);
    expect(await editId(shopper)).toBeNull();
    expect((await call(t, shopper, 'GET', `/order/${placed.id}`)).json()).toEqual(edited);
  });

  test('re-submitting with another card authorizes it and voids the first authorization', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const draft = (await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json();
    expect(
      (
        await submit(
          t,
          shopper,
          draft.id,
          await submitBody(t, shopper, { cardNumber: '5555555555554444' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await authorizations()).toEqual([
      { status: 'voided', amount_cents: 14099 },
      { status: 'approved', amount_cents: 14099 },
    ]);
  });

  test('re-submitting a draft after the edit window closed is refused and leaves the order as it was', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const draft = (await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json();
    await addItem(t, shopper, draft.id, CHIPS);
    t.clock.now = Date.parse(PICKUP_AT) - DAY / 2;
    const response = await submit(t, shopper, draft.id, await submitBody(t, shopper));
    expect(response.statusCode).toBe(423);
    expect((await call(t, shopper, 'GET', `/order/${placed.id}`)).json()).toEqual(placed);
    expect(await bookings()).toEqual([
      { slot_start_utc: Date.parse(PICKUP_AT), orders_count: 1, headcount: 10 },
    ]);
  });

  test('cancelling a submitted order releases its slot, voids its payment and frees a once-per-customer code', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, BURRITOS);
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/FIRSTCATER`);
    const placed = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(placed.statusCode).toBe(200);
    const total = placed.json().orderDetail.total;
    expect(placed.json().orderDetail.paymentItems).toMatchObject([
      { status: 'Authorized', amount: total },
    ]);
    const response = await call(t, shopper, 'DELETE', `/order/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Cancelled', orderNumber: 'VC-100001' });
    // The card was never charged: the payment item says its authorization was voided.
    expect(response.json().orderDetail.paymentItems).toMatchObject([
      { status: 'Voided', amount: total },
    ]);
    const reread = await call(t, shopper, 'GET', `/order/${order.id}`);
    expect(reread.json().orderDetail.paymentItems[0].status).toBe('Voided');
    expect(await bookings()).toEqual([
      { slot_start_utc: Date.parse(PICKUP_AT), orders_count: 0, headcount: 0 },
    ]);
    expect((await authorizations())[0]?.status).toBe('voided');
    expect(await t.database.db.selectFrom('promotion_redemptions').selectAll().execute()).toEqual(
      [],
    );
  });

  test('a submitted order cannot be cancelled inside 24 hours, nor by another customer', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    expect(
      (await call(t, await startShopper(t), 'DELETE', `/order/${placed.id}`)).json().errorCode,
    ).toBe('ORD-0404');
    t.clock.now = Date.parse(PICKUP_AT) - DAY / 2;
    const late = await call(t, shopper, 'DELETE', `/order/${placed.id}`);
    expect(late.statusCode).toBe(423);
    expect(await bookings()).toEqual([
      { slot_start_utc: Date.parse(PICKUP_AT), orders_count: 1, headcount: 10 },
    ]);
    expect((await authorizations())[0]?.status).toBe('approved');
  });

  test('userhistory lists active, cancelled, completed and favorite orders of a full user; a guest gets 403', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    expect((await call(t, guest, 'GET', '/order/userhistory')).json().errorCode).toBe('AUTH-0403');
    const user = await startFullUser(t);
    const past = await placeOrder(t, user);
    const cancelled = await placeOrder(t, user, { ...PICKUP, date: '2027-03-16' });
    await call(t, user, 'DELETE', `/order/${cancelled.id}`);
    const upcoming = await placeOrder(t, user, { ...PICKUP, date: '2027-03-19' });
    await createOrder(t, user, { ...PICKUP, date: '2027-03-20' });
    expect(
      (
        await call(t, user, 'PUT', `/order/${upcoming.id}/favorite`, {
          body: { favoriteName: 'Team lunch' },
        })
      ).json().name,
    ).toBe('Team lunch');
    t.clock.now = Date.parse('2027-03-13T12:00:00Z');
    const response = await call(t, user, 'GET', '/order/userhistory');
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history.activeOrders.map((o: { id: string }) => o.id)).toEqual([upcoming.id]);
    expect(history.cancelledOrders.map((o: { id: string }) => o.id)).toEqual([cancelled.id]);
    expect(history.completedOrders.map((o: { id: string }) => o.id)).toEqual([past.id]);
    expect(history.favoriteOrders).toEqual([
      {
        id: upcoming.id,
        orderNumber: upcoming.orderNumber,
        status: 'Submitted',
        name: 'Team lunch',
        storeName: 'Third Ave & 40th',
        orderType: 'pickup',
        scheduledAt: '2027-03-19T16:00:00.000Z',
        total: 140.99,
        itemCount: 1,
        favoriteName: 'Team lunch',
      },
    ]);
    expect(history.completedOrders[0].status).toBe('Closed');
  });

  test('favorites: full users on their own placed orders; DELETE clears it', async () => {
    t = await startOrderApp(dialect);
    const user = await startFullUser(t);
    const placed = await placeOrder(t, user);
    const open = await createOrder(t, user, { ...PICKUP, date: '2027-03-20' });
    expect(
      (
        await call(t, user, 'PUT', `/order/${open.id}/favorite`, { body: { favoriteName: 'x' } })
      ).json().errorCode,
    ).toBe('ORD-0409');
    expect(
      (
        await call(t, await startFullUser(t), 'PUT', `/order/${placed.id}/favorite`, {
          body: { favoriteName: 'x' },
        })
      ).json().errorCode,
    ).toBe('ORD-0404');
    const guest = await startShopper(t);
    expect(
      (await call(t, guest, 'PUT', `/order/${placed.id}/favorite`, { body: { favoriteName: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, user, 'PUT', `/order/${placed.id}/favorite`, { body: { favoriteName: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t, user, 'PUT', `/order/${placed.id}/favorite`, {
          body: { favoriteName: 'Fridays' },
        })
      ).json().orderDetail.favoriteName,
    ).toBe('Fridays');
    const cleared = await call(t, user, 'DELETE', `/order/${placed.id}/favorite`);
    expect(cleared.json().orderDetail.favoriteName).toBeNull();
  });

  test("signing in from a guest moves its open order to the account, and transfer moves only that guest's orders", async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    const order = await createOrder(t, guest);
    await addItem(t, guest, order.id, BURRITOS);
    const unrelated = await startFullUser(t);
    expect((await call(t, unrelated, 'PUT', `/order/${order.id}/transfer`)).json().errorCode).toBe(
      'ORD-0404',
    );
    const user = await startFullUser(t, guest.customerId);
    // Sign-in moved the bag (ACC-SIGNIN-3) and replaced the guest's token.
    expect((await call(t, user, 'GET', '/order/cart')).json()).toMatchObject({
      id: order.id,
      orderDetail: { isGuest: false },
    });
    expect((await call(t, guest, 'GET', `/order/${order.id}`)).statusCode).toBe(401);
    // Had the move failed, the order would still be the guest's: the session transfers it itself.
    await t.database.db
      .updateTable('orders')
      .set({ customer_id: guest.customerId })
      .where('id', '=', order.id)
      .execute();
    const response = await call(t, user, 'PUT', `/order/${order.id}/transfer`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, orderDetail: { isGuest: false } });
    expect((await call(t, user, 'PUT', `/order/${order.id}/transfer`)).json().errorCode).toBe(
      'ORD-0404',
    );
  });
});
