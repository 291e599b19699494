import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  createOrder,
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

type Schema = { properties?: Record<string, Schema>; items?: Schema };

/** The schema of an operation's 200 answer in the OpenAPI document. */
function okSchema(
  doc: { paths: Record<string, Record<string, unknown>> },
  method: string,
  path: string,
) {
  const operation = doc.paths[path]?.[method] as {
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
  return operation.responses['200']!.content['application/json']!.schema;
}

describe.each(dialects)("the restaurant's phone number on %s", (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('restaurant search, an order and a placed order answer it, and the OpenAPI says so', async () => {
    t = await startOrderApp(dialect);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/restaurant/search',
      headers: t.headers,
      payload: { restaurantNumbers: [1001], embeds: ['address'] },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().restaurants[0]).toMatchObject({
      restaurantNumber: 1001,
      phoneNumber: '2125550101',
    });

    const shopper = await startShopper(t);
    const bag = await createOrder(t, shopper);
    expect(bag.orderDetail.store).toEqual({
      storeNumber: 1001,
      name: expect.any(String),
      timezoneId: 'America/New_York',
      phoneNumber: '2125550101',
    });
    const placed = await placeOrder(t, await startShopper(t));
    expect(placed.orderDetail.store.phoneNumber).toBe('2125550101');

    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const phone = { type: 'string', pattern: '^\\d{10}$' };
    for (const path of ['/api/v1/restaurant/search', '/api/v1/restaurant/delivery']) {
      const restaurant = okSchema(doc, 'post', path).properties!.restaurants!.items!;
      expect(restaurant.properties!.phoneNumber, path).toMatchObject(phone);
    }
    const order = okSchema(doc, 'get', '/api/v1/order/cart');
    const store = order.properties!.orderDetail!.properties!.store!;
    expect(store.properties!.phoneNumber).toMatchObject(phone);
  });
});
