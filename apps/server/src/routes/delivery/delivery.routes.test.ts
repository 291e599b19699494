import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';
import { startShopper, type Shopper } from '../../../test/sandbox-payment.helpers';

const MISSING = 'Order is missing required fields to generate delivery quote';
const ADDRESS = {
  street: '89 E 42nd St',
  city: 'New York',
  state: 'NY',
  postalCode: '10017',
  latitude: 40.7527,
  longitude: -73.9772,
  instructions: 'Front desk',
};
const FRIDAY_NOON = '2027-03-12T12:00:00-05:00';

describe.each(dialects)('PUT /delivery/quote on %s', (dialect) => {
  let t: CatalogueTestApp;
  let shopper: Shopper | undefined;
  afterEach(async () => {
    shopper = undefined;
    await t?.close();
  });
  // A quote is asked for by a visitor with a session, as the web app always has one.
  const quote = async (payload: Record<string, unknown>) => {
    shopper ??= await startShopper(t);
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/delivery/quote',
      headers: { ...t.headers, cookie: shopper.cookie },
      payload,
    });
  };

  test('quotes the nearest listed restaurant that delivers then, with a fee by distance and an expiry', async () => {
    t = await startCatalogueApp(dialect);
    const response = await quote({
      deliveryAddress: ADDRESS,
      deliveryTime: FRIDAY_NOON,
      restaurantNumbers: [1002, 1003, 1001],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      restaurantNumber: 1001,
      fee: 4.99,
      feeCents: 499,
      deliveryTime: '2027-03-12T12:00:00-05:00',
      deliveryTimeUtc: '2027-03-12T17:00:00.000Z',
    });
    expect(body.distance).toBeLessThan(600);
    expect(body.expiresAt).toBe(new Date(t.clock.now + 15 * 60_000).toISOString());
    const stored = await t.database.db
      .selectFrom('delivery_quotes')
      .selectAll()
      .where('id', '=', body.quoteId)
      .executeTakeFirst();
    expect(stored).toMatchObject({ restaurant_number: 1001, fee_cents: 499 });
  });

  test('geocodes the postal code when the address has no coordinates, and charges more further away', async () => {
    t = await startCatalogueApp(dialect);
    const { latitude: _lat, longitude: _lon, ...noCoordinates } = ADDRESS;
    const body = (
      await quote({
        deliveryAddress: { ...noCoordinates, postalCode: '10025' },
        deliveryTime: FRIDAY_NOON,
        restaurantNumbers: [1004],
      })
    ).json();
    expect(body.restaurantNumber).toBe(1004);
    expect(body.feeCents).toBeGreaterThan(499);
  });

  test.each([
    ['no address', { deliveryTime: FRIDAY_NOON, restaurantNumbers: [1001] }],
    [
      'an address without street',
      {
        deliveryAddress: { postalCode: '10017' },
        deliveryTime: FRIDAY_NOON,
        restaurantNumbers: [1001],
      },
    ],
    ['no time', { deliveryAddress: ADDRESS, restaurantNumbers: [1001] }],
    ['no restaurant numbers', { deliveryAddress: ADDRESS, deliveryTime: FRIDAY_NOON }],
    [
      'empty restaurant numbers',
      { deliveryAddress: ADDRESS, deliveryTime: FRIDAY_NOON, restaurantNumbers: [] },
    ],
    [
      'a null address',
      { deliveryAddress: null, deliveryTime: FRIDAY_NOON, restaurantNumbers: [1001] },
    ],
  ])('%s fails with 400 and the message of ORD-DLV-2', async (_case, payload) => {
    t = await startCatalogueApp(dialect);
    const response = await quote(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 'DLV-0400', message: MISSING });
  });

  test('no quote when no listed restaurant can deliver then: disabled, too far, or inside the lead time', async () => {
    t = await startCatalogueApp(dialect);
    for (const payload of [
      { deliveryAddress: ADDRESS, deliveryTime: FRIDAY_NOON, restaurantNumbers: [1003] },
      { deliveryAddress: ADDRESS, deliveryTime: FRIDAY_NOON, restaurantNumbers: [2001] },
      {
        deliveryAddress: ADDRESS,
        deliveryTime: '2027-03-10T13:00:00-05:00',
        restaurantNumbers: [1001],
      },
      {
        deliveryAddress: ADDRESS,
        deliveryTime: '2027-03-12T23:00:00-05:00',
        restaurantNumbers: [1001],
      },
    ]) {
      const response = await quote(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errorCode).toBe('DLV-0422');
    }
  });

  test('without a session the quote is refused with 401 and nothing is stored', async () => {
    t = await startCatalogueApp(dialect);
    const payload = {
      deliveryAddress: ADDRESS,
      deliveryTime: FRIDAY_NOON,
      restaurantNumbers: [1001],
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/delivery/quote',
      headers: t.headers,
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.selectFrom('delivery_quotes').select('id').execute()).toEqual([]);
  });

  test('quotes count as write calls of their session', async () => {
    t = await startCatalogueApp(dialect, undefined, { SESSION_WRITES_PER_MINUTE: '2' });
    const payload = {
      deliveryAddress: ADDRESS,
      deliveryTime: FRIDAY_NOON,
      restaurantNumbers: [1001],
    };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await quote(payload)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await t.database.db.selectFrom('delivery_quotes').select('id').execute()).toHaveLength(
      2,
    );
  });

  test('an unknown restaurant is a 404 and a malformed time a 400', async () => {
    t = await startCatalogueApp(dialect);
    const unknown = await quote({
      deliveryAddress: ADDRESS,
      deliveryTime: FRIDAY_NOON,
      restaurantNumbers: [1001, 31337],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('RES-0404');
    const malformed = await quote({
      deliveryAddress: ADDRESS,
      deliveryTime: 'Friday noon',
      restaurantNumbers: [1001],
    });
    expect(malformed.json().errorCode).toBe('VAL-0001');
  });
});
