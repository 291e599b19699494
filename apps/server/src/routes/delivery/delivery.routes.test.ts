import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

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
  afterEach(async () => t?.close());
  const quote = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/delivery/quote', headers: t.headers, payload });

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
