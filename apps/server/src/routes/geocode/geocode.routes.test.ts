import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';

describe.each(dialects)('GET /geocode on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());
  const geocode = (postalCode: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/geocode?postalCode=${encodeURIComponent(postalCode)}`,
      headers: t.headers,
    });

  test('resolves a US ZIP code and a Canadian postal code to coordinates', async () => {
    t = await startTestApp(dialect);
    const zip = await geocode('60601');
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toMatchObject({
      postalCode: '60601',
      city: 'Chicago',
      state: 'IL',
      country: 'US',
    });
    expect(zip.json().latitude).toBeCloseTo(41.886, 2);
    const canadian = await geocode('V6B 4N4');
    expect(canadian.json()).toMatchObject({ postalCode: 'V6B', country: 'CA' });
    expect(canadian.json().longitude).toBeCloseTo(-123.1, 1);
  });

  test('an unknown code is a 404 with GEO-0404; a missing one a 400', async () => {
    t = await startTestApp(dialect);
    const unknown = await geocode('99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'GEO-0404' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geocode',
      headers: t.headers,
    });
    expect(missing.statusCode).toBe(400);
  });
});
