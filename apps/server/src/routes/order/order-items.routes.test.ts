import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  BURRITOS,
  call,
  CHIPS,
  createOrder,
  PICKUP_AT,
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

const byGroup = (subItems: { menuId: string; foodGroup: string; quantity: number }[]) =>
  Object.fromEntries(subItems.map((s) => [`${s.foodGroup}:${s.menuId}`, s.quantity]));

describe.each(dialects)('/api/v1/order/{id}/item and friends on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('POST item prices a build-your-own from the menu at the restaurant tier and recomputes the totals', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const updated = await addItem(t, shopper, order.id, BOWLS);
    const [item] = updated.orderDetail.orderItems;
    expect(item).toMatchObject({
      menuId: 'CMG-4105',
      name: 'Build Your Own - One Protein',
      quantity: 10,
      price: 12.95,
      subTotal: 129.5,
      tax: 11.49,
      total: 140.99,
      servesText: 'Serves 10',
      isOrderAmountFromSubItems: false,
      promotionDeduction: 0,
    });
    expect(item.subItems).toHaveLength(10);
    expect(item.subItems.find((s: { menuId: string }) => s.menuId === 'guacamole')).toMatchObject({
      name: 'Guacamole',
      foodGroup: 'premiumToppings',
      price: 0,
    });
    // 8.875 % of $129.50 = $11.493125.
    expect(updated.orderDetail).toMatchObject({ subTotal: 129.5, taxTotal: 11.49, total: 140.99 });
    const row = await t.database.db
      .selectFrom('orders')
      .select(['sub_total_cents', 'tax_cents', 'total_cents'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sub_total_cents: 12950, tax_cents: 1149, total_cents: 14099 });
  });

  test('chips and salsa are priced from their dips, two orders taking two dips', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const [item] = (await addItem(t, shopper, order.id, CHIPS)).orderDetail.orderItems;
    expect(item).toMatchObject({
      isOrderAmountFromSubItems: true,
      subTotal: 59.9,
      servesText: 'Serves 20-30',
    });
    expect(byGroup(item.subItems)).toEqual({ 'salsas:guacamole': 1, 'salsas:queso': 1 });
    expect(item.subItems.map((s: { price: number }) => s.price)).toEqual([30.95, 28.95]);
    const oneDip = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...CHIPS, subItems: [{ menuId: 'queso', quantity: 1 }] },
    });
    expect(oneDip.statusCode).toBe(422);
  });

  test('a body with price fields is priced from the menu anyway: the client cannot set a price', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const body = {
      ...BURRITOS,
      price: 0.01,
      subTotal: 0.2,
      total: 0.2,
      subItems: BURRITOS.subItems.map((s) => ({ ...s, price: 0 })),
    };
    const response = await call(t, shopper, 'POST', `/order/${order.id}/item`, { body });
    expect(response.statusCode).toBe(200);
    const placed = response.json().orderDetail;
    expect(placed.orderItems[0]).toMatchObject({ price: 13.95, subTotal: 279 });
    expect(placed.subTotal).toBe(279);
    expect(placed.total).toBe(279 + 24.76);
  });

  test.each([
    [
      'a headcount under the minimum',
      { ...BOWLS, quantity: 9 },
      'quantity',
      'Sorry. We have a 10 burrito minimum.',
    ],
    [
      'a headcount over the maximum',
      { ...BOWLS, quantity: 201 },
      'quantity',
      'Sorry. We have a 200 burrito limit.',
    ],
    [
      'a headcount off the increment',
      { ...BURRITOS, quantity: 25, subItems: [{ menuId: 'chicken', quantity: 25 }] },
      'quantity',
      undefined,
    ],
    [
      'a group short of its maximum',
      { ...BOWLS, subItems: BOWLS.subItems.filter((s) => s.menuId !== 'corn-salsa') },
      'subItems.salsas',
      'Please select 1 more salsa',
    ],
    [
      'a group over its maximum',
      { ...BOWLS, subItems: [...BOWLS.subItems, { menuId: 'green-salsa', quantity: 1 }] },
      'subItems.salsas',
      undefined,
    ],
    [
      'per-burrito proteins not adding up to the headcount',
      { ...BURRITOS, subItems: [{ menuId: 'chicken', quantity: 19 }] },
      'subItems.proteins',
      'Please select 1 more protein',
    ],
    [
      'an option of another item',
      {
        ...BURRITOS,
        subItems: [
          { menuId: 'chicken', quantity: 10 },
          { menuId: 'white-rice', quantity: 10 },
        ],
      },
      'subItems.1.menuId',
      undefined,
    ],
    [
      'an option that does not exist',
      { ...BOWLS, subItems: [...BOWLS.subItems.slice(0, 9), { menuId: 'gold-leaf', quantity: 1 }] },
      'subItems.9.menuId',
      undefined,
    ],
  ])('POST item refuses %s with 422', async (_name, body, field, message) => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const response = await call(t, shopper, 'POST', `/order/${order.id}/item`, { body });
    expect(response.statusCode, response.body).toBe(422);
    const error = response
      .json()
      .validationErrors.find((e: { field: string }) => e.field === field);
    expect(error, response.body).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect(await t.database.db.selectFrom('order_items').selectAll().execute()).toHaveLength(0);
  });

  test('an option in two groups needs its group named: fajita veggies as the protein', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const veggie = BOWLS.subItems.map((s) =>
      s.menuId === 'chicken' ? { menuId: 'fajita-veggies', quantity: 1 } : s,
    );
    const ambiguous = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...BOWLS, subItems: veggie },
    });
    expect(ambiguous.statusCode).toBe(422);
    const named = veggie.map((s) =>
      s.menuId === 'fajita-veggies' ? { ...s, foodGroup: 'proteins' } : s,
    );
    const [item] = (await addItem(t, shopper, order.id, { ...BOWLS, subItems: named })).orderDetail
      .orderItems;
    expect(byGroup(item.subItems)['proteins:fajita-veggies']).toBe(1);
  });

  test('an item not on the menu is refused; so is an item for an order that is not open', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const unknown = await call(t, shopper, 'POST', `/order/${order.id}/item`, {
      body: { ...BOWLS, menuId: 'CMG-9999' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().validationErrors[0]).toMatchObject({
      errorCode: 'menuItem',
      field: 'menuId',
    });
    const other = await startShopper(t);
    const placed = await placeOrder(t, other);
    const closed = await call(t, other, 'POST', `/order/${placed.id}/item`, { body: BOWLS });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorCode).toBe('ORD-0409');
  });

  test('PUT item replaces the choices and price of one item; an unknown item is 404', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const added = await addItem(t, shopper, order.id, BURRITOS);
    const orderItemId = added.orderDetail.orderItems[0].orderItemId;
    const response = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: {
        orderItemId,
        menuId: 'CMG-4012',
        quantity: 30,
        subItems: [{ menuId: 'steak', quantity: 30 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().orderDetail;
    expect(updated.orderItems).toHaveLength(1);
    expect(updated.orderItems[0]).toMatchObject({ orderItemId, quantity: 30, subTotal: 418.5 });
    expect(updated.subTotal).toBe(418.5);
    const missing = await call(t, shopper, 'PUT', `/order/${order.id}/item`, {
      body: { ...BURRITOS, orderItemId: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('DELETE item removes it and the totals follow; an unknown item is 404', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, BOWLS);
    const both = await addItem(t, shopper, order.id, CHIPS);
    const chipsId = both.orderDetail.orderItems[1].orderItemId;
    const response = await call(t, shopper, 'DELETE', `/order/${order.id}/item/${chipsId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().orderDetail).toMatchObject({ subTotal: 129.5, total: 140.99 });
    expect(
      (await call(t, shopper, 'DELETE', `/order/${order.id}/item/${chipsId}`)).statusCode,
    ).toBe(404);
  });

  test("items of another customer's order cannot be added, changed or removed: 404", async () => {
    t = await startOrderApp(dialect);
    const owner = await startShopper(t);
    const stranger = await startShopper(t);
    const order = await createOrder(t, owner);
    const itemId = (await addItem(t, owner, order.id)).orderDetail.orderItems[0].orderItemId;
    const attempts = [
      await call(t, stranger, 'POST', `/order/${order.id}/item`, { body: BOWLS }),
      await call(t, stranger, 'PUT', `/order/${order.id}/item`, {
        body: { ...BOWLS, orderItemId: itemId },
      }),
      await call(t, stranger, 'DELETE', `/order/${order.id}/item/${itemId}`),
      await call(t, stranger, 'POST', `/order/${order.id}/popularbuilds/team-burrito-drop`, {
        body: { headcount: 30 },
      }),
    ];
    for (const response of attempts) expect(response.json().errorCode).toBe('ORD-0404');
    expect(await t.database.db.selectFrom('order_items').selectAll().execute()).toHaveLength(1);
  });

  test('POST popularbuilds adds a build scaled to the headcount, per-burrito proteins kept in proportion', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const response = await call(
      t,
      shopper,
      'POST',
      `/order/${order.id}/popularbuilds/team-burrito-drop`,
      { body: { headcount: 60 } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().orderDetail;
    expect(detail.orderItems[0]).toMatchObject({
      menuId: 'CMG-4012',
      quantity: 60,
      subTotal: 837,
      popularBuildItemId: 'team-burrito-drop',
      popularBuildName: 'Team Burrito Drop',
    });
    expect(byGroup(detail.orderItems[0].subItems)).toEqual({
      'proteins:chicken': 30,
      'proteins:steak': 20,
      'proteins:sofritas': 10,
    });
    expect(detail.popularBuildItems).toEqual([
      { popularBuildId: 'team-burrito-drop', orderItemId: detail.orderItems[0].orderItemId },
    ]);
  });

  test('POST popularbuilds scales the side lines too, and refuses a bad headcount or an unknown build', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    const response = await call(
      t,
      shopper,
      'POST',
      `/order/${order.id}/popularbuilds/office-lunch-classic`,
      { body: { headcount: 40 } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [bowls, chips] = response.json().orderDetail.orderItems;
    expect(bowls).toMatchObject({ menuId: 'CMG-4206', quantity: 40, subTotal: 598 });
    expect(chips).toMatchObject({ menuId: 'CMG-4027', quantity: 4, subTotal: 123.8 });
    expect(
      (
        await call(t, shopper, 'POST', `/order/${order.id}/popularbuilds/office-lunch-classic`, {
          body: { headcount: 5 },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call(t, shopper, 'POST', `/order/${order.id}/popularbuilds/no-such-build`, {
          body: { headcount: 20 },
        })
      ).statusCode,
    ).toBe(404);
  });

  test('POST reorder copies the items of a completed order, priced from the current menu', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    t.clock.now = Date.parse(PICKUP_AT) + 3_600_000;
    await t.database.db
      .updateTable('menu_item_prices')
      .set({ price_cents: 1350 })
      .where('menu_item_id', '=', 'CMG-4105')
      .where('price_tier', '=', 3)
      .execute();
    await t.app.services.catalogue.invalidateCatalogue();
    const order = await createOrder(t, shopper, {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2027-03-15',
      time: '12:00',
      eventType: 'LUNCH',
    });
    const response = await call(t, shopper, 'POST', `/order/${order.id}/reorder/${placed.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().orderDetail.orderItems;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      menuId: 'CMG-4105',
      quantity: 10,
      price: 13.5,
      subTotal: 135,
    });
    expect(items[0].orderItemId).not.toBe(placed.orderDetail.orderItems[0].orderItemId);
  });

  test('POST reorder is refused for an order not yet completed, one with an item off the menu, and another customer’s', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const order = await createOrder(t, shopper, {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2027-03-15',
      time: '12:00',
      eventType: 'LUNCH',
    });
    const early = await call(t, shopper, 'POST', `/order/${order.id}/reorder/${placed.id}`);
    expect(early.statusCode).toBe(409);
    t.clock.now = Date.parse(PICKUP_AT) + 3_600_000;
    await t.database.db
      .updateTable('menu_items')
      .set({ active: 0 })
      .where('id', '=', 'CMG-4105')
      .execute();
    await t.app.services.catalogue.invalidateCatalogue();
    const offMenu = await call(t, shopper, 'POST', `/order/${order.id}/reorder/${placed.id}`);
    expect(offMenu.statusCode).toBe(422);
    expect(offMenu.json().validationErrors[0].errorCode).toBe('menuItem');
    const stranger = await startShopper(t);
    const theirs = await createOrder(t, stranger, {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2027-03-15',
      time: '12:00',
      eventType: 'LUNCH',
    });
    expect(
      (await call(t, stranger, 'POST', `/order/${theirs.id}/reorder/${placed.id}`)).json()
        .errorCode,
    ).toBe('ORD-0404');
  });
});
