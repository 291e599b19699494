import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  call,
  createOrder,
  startFullUser,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

const codesOf = (response: { json(): { promotions: { code: string }[] } }) =>
  response.json().promotions.map((promotion) => promotion.code);

describe.each(dialects)('/api/v1/promotions on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('lists the active, current promotions with their conditions (ACC-LOYALTY-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const response = await call(t, grace, 'GET', '/promotions');
    expect(response.statusCode).toBe(200);
    // SUMMER24 has ended, FUTURE25 has not begun, RETIRED is inactive.
    expect(codesOf(response)).toEqual([
      'BIGPARTY20',
      'BOWLS5',
      'CATER15',
      'FIRSTCATER',
      'NYC10',
      'TAKE10',
    ]);
    const byCode = Object.fromEntries(
      response.json().promotions.map((p: { code: string }) => [p.code, p]),
    );
    expect(byCode.TAKE10).toEqual({
      code: 'TAKE10',
      name: '$10 off orders of $50 or more',
      minimumSubTotal: 50,
      validTo: null,
      restaurantNumbers: null,
      menuItemIds: null,
      oncePerCustomer: false,
    });
    expect(byCode.NYC10.restaurantNumbers).toEqual([1001, 1002, 1003, 1004]);
    expect(byCode.BOWLS5.menuItemIds).toEqual(['CMG-4105', 'CMG-4206', 'CMG-4306']);
    expect(response.headers['x-account-hash']).toEqual(expect.any(String));
  });

  test('a once-per-customer code leaves the list of the customer who used it, only theirs (ACC-LOYALTY-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const order = await createOrder(t, grace);
    await addItem(t, grace, order.id);
    expect(
      (await call(t, grace, 'POST', `/order/${order.id}/promotions/FIRSTCATER`)).statusCode,
    ).toBe(200);
    expect((await submit(t, grace, order.id, await submitBody(t, grace))).statusCode).toBe(200);
    expect(codesOf(await call(t, grace, 'GET', '/promotions'))).not.toContain('FIRSTCATER');
    expect(codesOf(await call(t, ada, 'GET', '/promotions'))).toContain('FIRSTCATER');
    expect(codesOf(await call(t, grace, 'GET', '/promotions'))).toContain('CATER15');
  });

  test('guests get 403 AUTH-0403 (ACC-ROLE-3)', async () => {
    t = await startOrderApp(dialect);
    const response = await call(t, await startShopper(t), 'GET', '/promotions');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('AUTH-0403');
  });
});
