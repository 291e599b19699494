import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  BURRITOS,
  call,
  CHIPS,
  createOrder,
  placeOrder,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

describe.each(dialects)('/api/v1/order/{id}/promotions on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  async function orderWith(items: object[]) {
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    for (const item of items) await addItem(t, shopper, order.id, item);
    return { shopper, order };
  }

  test('POST applies a percentage code: deduction, subtotal after promotion, tax on it, per-item share', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BOWLS, CHIPS]);
    const response = await call(t, shopper, 'POST', `/order/${order.id}/promotions/cater15`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().orderDetail;
    // Bag $189.40; 15 % = $28.41; tax 8.875 % of $160.99 = $14.29.
    expect(detail.promotion).toEqual({
      code: 'CATER15',
      name: '15% off catering',
      deductionAmount: 28.41,
      subTotalAfterPromotion: 160.99,
      exceptionCode: null,
    });
    expect(detail.promotionItems).toEqual([{ name: '15% off catering', code: 'CATER15' }]);
    expect(detail).toMatchObject({ subTotal: 189.4, taxTotal: 14.29, total: 175.28 });
    const shares = detail.orderItems.map(
      (i: { promotionDeduction: number }) => i.promotionDeduction,
    );
    expect(Math.round(shares.reduce((a: number, b: number) => a + b, 0) * 100)).toBe(2841);
  });

  test('POST applies a fixed amount with a minimum subtotal', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BOWLS]);
    const detail = (await call(t, shopper, 'POST', `/order/${order.id}/promotions/TAKE10`)).json()
      .orderDetail;
    expect(detail.promotion.deductionAmount).toBe(10);
    expect(detail.total).toBe(119.5 + 10.61);
  });

  test.each([
    ['an unknown code', 'NOSUCHCODE', 400, 'PRM-0400', 'Promo code is invalid'],
    ['an expired code', 'SUMMER24', 422, 'COO-0117', 'Promotion has expired'],
    ['a code not yet valid', 'FUTURE25', 422, 'COO-0118', 'Sorry, this promo code is unavailable'],
    ['an inactive code', 'RETIRED', 422, 'COO-0118', undefined],
    ['a code below its minimum subtotal', 'BIGPARTY20', 422, 'COO-0118', undefined],
    [
      'a code for build-your-own without one in the bag',
      'BOWLS5',
      422,
      'COO-0070',
      'Item is missing',
    ],
  ])('POST refuses %s', async (_name, code, status, errorCode, message) => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BURRITOS]);
    const response = await call(t, shopper, 'POST', `/order/${order.id}/promotions/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    if (message) expect(response.json().message).toBe(message);
    expect(
      (await call(t, shopper, 'GET', `/order/${order.id}`)).json().orderDetail.promotion,
    ).toBeNull();
  });

  test('POST refuses a code of other restaurants', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, {
      orderType: 'pickup',
      restaurantNumber: 2001,
      date: '2027-03-12',
      time: '12:00',
      eventType: 'LUNCH',
    });
    await addItem(t, shopper, order.id, BOWLS);
    expect(
      (await call(t, shopper, 'POST', `/order/${order.id}/promotions/NYC10`)).json().errorCode,
    ).toBe('COO-0118');
  });

  test('POST refuses a once-per-customer code used on an earlier order, and a second code on one order', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const first = await createOrder(t, shopper);
    await addItem(t, shopper, first.id, BOWLS);
    expect(
      (await call(t, shopper, 'POST', `/order/${first.id}/promotions/FIRSTCATER`)).statusCode,
    ).toBe(200);
    const second = await call(t, shopper, 'POST', `/order/${first.id}/promotions/CATER15`);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('PRM-0409');
    expect((await submit(t, shopper, first.id, await submitBody(t, shopper))).statusCode).toBe(200);
    const redemption = await t.database.db
      .selectFrom('promotion_redemptions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(redemption).toMatchObject({
      order_id: first.id,
      code: 'FIRSTCATER',
      customer_id: shopper.customerId,
      once_code: 'FIRSTCATER',
    });
    const next = await createOrder(t, shopper, {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2027-03-15',
      time: '12:00',
      eventType: 'LUNCH',
    });
    await addItem(t, shopper, next.id, BOWLS);
    expect(
      (await call(t, shopper, 'POST', `/order/${next.id}/promotions/FIRSTCATER`)).json().errorCode,
    ).toBe('COO-0118');
    const other = await orderWith([BOWLS]);
    expect(
      (await call(t, other.shopper, 'POST', `/order/${other.order.id}/promotions/FIRSTCATER`))
        .statusCode,
    ).toBe(200);
  });

  test('a promotion that stops applying stays on the order with its exception code and no deduction, and comes back', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BOWLS, BURRITOS]);
    const applied = (await call(t, shopper, 'POST', `/order/${order.id}/promotions/BOWLS5`)).json();
    expect(applied.orderDetail.promotion.deductionAmount).toBe(5);
    const bowlsId = applied.orderDetail.orderItems[0].orderItemId;
    const removed = (await call(t, shopper, 'DELETE', `/order/${order.id}/item/${bowlsId}`)).json()
      .orderDetail;
    expect(removed.promotion).toMatchObject({
      code: 'BOWLS5',
      exceptionCode: 'COO-0070',
      deductionAmount: 0,
      subTotalAfterPromotion: 279,
    });
    expect(removed.total).toBe(279 + 24.76);
    const back = (await addItem(t, shopper, order.id, BOWLS)).orderDetail;
    expect(back.promotion).toMatchObject({ exceptionCode: null, deductionAmount: 5 });
  });

  test('GET validate re-checks the promotion: one that expired since it was applied gets COO-0117', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BOWLS]);
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/CATER15`);
    expect(
      (await call(t, shopper, 'GET', `/order/${order.id}/promotions/validate`)).json().orderDetail
        .promotion.exceptionCode,
    ).toBeNull();
    await t.database.db
      .updateTable('promotions')
      .set({ valid_to: t.clock.now - 1 })
      .where('code', '=', 'CATER15')
      .execute();
    const response = await call(t, shopper, 'GET', `/order/${order.id}/promotions/validate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().orderDetail.promotion).toMatchObject({
      code: 'CATER15',
      exceptionCode: 'COO-0117',
      deductionAmount: 0,
    });
    const row = await t.database.db
      .selectFrom('orders')
      .select(['promotion_exception_code', 'promotion_deduction_cents'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ promotion_exception_code: 'COO-0117', promotion_deduction_cents: 0 });
  });

  test('DELETE removes the code and the deduction; a code not on the order is 404', async () => {
    t = await startOrderApp(dialect);
    const { shopper, order } = await orderWith([BOWLS]);
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/CATER15`);
    expect(
      (await call(t, shopper, 'DELETE', `/order/${order.id}/promotions/TAKE10`)).json().errorCode,
    ).toBe('PRM-0404');
    const response = await call(t, shopper, 'DELETE', `/order/${order.id}/promotions/cater15`);
    expect(response.statusCode).toBe(200);
    expect(response.json().orderDetail).toMatchObject({
      promotion: null,
      promotionItems: [],
      subTotal: 129.5,
      total: 140.99,
    });
  });

  test("another customer's order: apply, remove and validate are 404", async () => {
    t = await startOrderApp(dialect);
    const { order } = await orderWith([BOWLS]);
    const stranger = await startShopper(t);
    expect(
      (await call(t, stranger, 'POST', `/order/${order.id}/promotions/CATER15`)).json().errorCode,
    ).toBe('ORD-0404');
    expect(
      (await call(t, stranger, 'DELETE', `/order/${order.id}/promotions/CATER15`)).json().errorCode,
    ).toBe('ORD-0404');
    expect(
      (await call(t, stranger, 'GET', `/order/${order.id}/promotions/validate`)).json().errorCode,
    ).toBe('ORD-0404');
  });

  test('a placed order cannot take a promotion', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    expect(
      (await call(t, shopper, 'POST', `/order/${placed.id}/promotions/CATER15`)).json().errorCode,
    ).toBe('ORD-0409');
  });
});
