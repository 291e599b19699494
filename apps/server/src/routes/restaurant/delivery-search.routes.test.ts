import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

const numbersOf = (body: { restaurants: { restaurantNumber: number }[] }) =>
  body.restaurants.map((r) => r.restaurantNumber);

describe.each(dialects)('POST /restaurant/delivery on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());
  const find = (deliveryAddress: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/restaurant/delivery',
      headers: t.headers,
      payload: { deliveryAddress },
    });

  test('finds only delivery-enabled open restaurants within 10 miles, nearest first', async () => {
    t = await startCatalogueApp(dialect);
    const response = await find({ street: '89 E 42nd St', latitude: 40.7527, longitude: -73.9772 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(numbersOf(body)).toEqual([1001, 1002, 1004]);
    expect(
      body.restaurants.every(
        (r: { delivery: { cateringDeliveryEnabled: boolean } }) =>
          r.delivery.cateringDeliveryEnabled,
      ),
    ).toBe(true);
    expect(body.restaurants[0].realHours).toHaveLength(7);
  });

  test('combines the real hours of the restaurants found', async () => {
    t = await startCatalogueApp(dialect);
    const body = (await find({ latitude: 41.883, longitude: -87.63 })).json();
    expect(numbersOf(body)).toEqual([2002, 2001]);
    // 2001 is closed on Sundays and 2002 at weekends: Sunday has no hours, Saturday only 2001's.
    const days = body.combinedRealHours.map((h: { dayOfWeek: string }) => h.dayOfWeek);
    expect(days).toEqual(['WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'MONDAY', 'TUESDAY']);
    expect(body.combinedRealHours[0]).toEqual({
      dayOfWeek: 'WEDNESDAY',
      openDateTime: '2027-03-10T10:30:00-06:00',
      closeDateTime: '2027-03-10T22:00:00-06:00',
    });
  });

  test('the radius is 10 miles: 13 km north of Denver Union Station finds both, 18 km none', async () => {
    t = await startCatalogueApp(dialect);
    expect(numbersOf((await find({ latitude: 39.87, longitude: -104.99 })).json())).toEqual([
      3002, 3001,
    ]);
    const none = (await find({ latitude: 39.92, longitude: -104.99 })).json();
    expect(none.restaurants).toEqual([]);
    expect(none.combinedRealHours).toEqual([]);
  });

  test('geocodes a postal code when there are no coordinates', async () => {
    t = await startCatalogueApp(dialect);
    const toronto = (await find({ postalCode: 'M5H 2N2' })).json();
    expect(numbersOf(toronto)).toEqual(expect.arrayContaining([6001, 6002]));
    const unknown = await find({ postalCode: '00000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('GEO-0404');
    expect((await find({ street: 'Somewhere' })).statusCode).toBe(400);
  });
});
