import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

const GRAND_CENTRAL = { latitude: 40.7527, longitude: -73.9772 };

describe.each(dialects)('restaurant search and real hours on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());
  const search = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/restaurant/search', headers: t.headers, payload });

  test('finds open restaurants within the radius, nearest first, with the fields of ORD-REST-1', async () => {
    t = await startCatalogueApp(dialect);
    const response = await search({
      ...GRAND_CENTRAL,
      restaurantStatuses: ['OPEN'],
      conceptIds: ['CMG'],
      pageSize: 15,
      pageIndex: 1,
      orderBy: 'distance',
      radius: 80467,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const numbers = body.restaurants.map((r: { restaurantNumber: number }) => r.restaurantNumber);
    expect(numbers).toEqual(expect.arrayContaining([1001, 1002, 1003, 1004]));
    expect(numbers).not.toContain(1005);
    expect(numbers.every((n: number) => n < 2000)).toBe(true);
    const distances = body.restaurants.map((r: { distance: number }) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.restaurants[0]).toMatchObject({
      restaurantNumber: 1001,
      addresses: [
        {
          addressLine1: '622 Third Ave',
          locality: 'New York',
          administrativeArea: 'NY',
          postalCode: '10017',
        },
      ],
      timezone: { timezoneId: 'America/New_York' },
      directions: { crossStreet1: '3rd Ave', crossStreet2: 'E 40th St' },
      delivery: { cateringDeliveryEnabled: true },
    });
    expect(body.restaurants[0].distance).toBeLessThan(600);
    expect(body.totalCount).toBe(4);
  });

  test('real hours cover the next seven local days with the offset of each day', async () => {
    t = await startCatalogueApp(dialect);
    const [first] = (await search({ ...GRAND_CENTRAL, embeds: ['realHours', 'timezone'] })).json()
      .restaurants;
    expect(first.realHours).toHaveLength(7);
    expect(first.realHours[0]).toEqual({
      dayOfWeek: 'WEDNESDAY',
      openDateTime: '2027-03-10T10:45:00-05:00',
      closeDateTime: '2027-03-10T22:00:00-05:00',
    });
    expect(first.realHours[4]).toEqual({
      dayOfWeek: 'SUNDAY',
      openDateTime: '2027-03-14T11:00:00-04:00',
      closeDateTime: '2027-03-14T21:00:00-04:00',
    });
    expect(first.addresses).toBeUndefined();
  });

  test('the timeStamp moves the week, and holiday closures drop out', async () => {
    t = await startCatalogueApp(dialect);
    const body = (
      await search({ restaurantNumbers: [1001], timeStamp: '2026-12-22T15:00:00Z' })
    ).json();
    const dates = body.restaurants[0].realHours.map((h: { openDateTime: string }) =>
      h.openDateTime.slice(0, 10),
    );
    expect(dates).toEqual([
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
    ]);
  });

  test('pages through results', async () => {
    t = await startCatalogueApp(dialect);
    const page2 = (await search({ ...GRAND_CENTRAL, pageSize: 3, pageIndex: 2 })).json();
    expect(page2).toMatchObject({ totalCount: 4, pageIndex: 2, pageSize: 3 });
    expect(page2.restaurants).toHaveLength(1);
  });

  test('searches by restaurant numbers without coordinates, leaving closed ones out', async () => {
    t = await startCatalogueApp(dialect);
    const body = (await search({ restaurantNumbers: [5001, 1005, 7001] })).json();
    expect(body.restaurants.map((r: { restaurantNumber: number }) => r.restaurantNumber)).toEqual([
      5001, 7001,
    ]);
    expect(body.restaurants[0].distance).toBeUndefined();
  });

  test('rejects a search with neither coordinates nor numbers, and unknown menu ids', async () => {
    t = await startCatalogueApp(dialect);
    const neither = await search({ pageSize: 15 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errorCode).toBe('VAL-0001');
    expect((await search({ ...GRAND_CENTRAL, embeds: ['menu'] })).statusCode).toBe(400);
    const badMenu = await search({ ...GRAND_CENTRAL, menuIds: ['CMG-4105', 'CMG-9999'] });
    expect(badMenu.statusCode).toBe(404);
    expect(badMenu.json()).toMatchObject({
      errorCode: 'MNU-0404',
      message: 'Menu item not found: CMG-9999.',
    });
    expect((await search({ ...GRAND_CENTRAL, menuIds: ['CMG-4105'] })).statusCode).toBe(200);
  });

  test('GET realhours lists a restaurant week, skipping its closed Sunday; unknown is 404', async () => {
    t = await startCatalogueApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/restaurant/1003/realhours',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timezone).toEqual({ timezoneId: 'America/New_York' });
    expect(body.realHours).toHaveLength(6);
    expect(body.realHours.map((h: { dayOfWeek: string }) => h.dayOfWeek)).not.toContain('SUNDAY');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/restaurant/4242/realhours',
      headers: t.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('RES-0404');
  });

  test('Phoenix hours keep one offset while New York changes', async () => {
    t = await startCatalogueApp(dialect);
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/restaurant/4001/realhours',
        headers: t.headers,
      })
    ).json();
    expect(
      body.realHours.every((h: { openDateTime: string }) => h.openDateTime.endsWith('-07:00')),
    ).toBe(true);
  });
});
