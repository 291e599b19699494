import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

describe.each(dialects)('GET /enum/eventtypes on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());

  test('lists event types in order, cached for a day, with 304 on a matching ETag', async () => {
    t = await startCatalogueApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/enum/eventtypes',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().slice(0, 3)).toEqual([
      { code: 'BREAKFAST', displayName: 'Breakfast' },
      { code: 'LUNCH', displayName: 'Lunch' },
      { code: 'DINNER', displayName: 'Dinner' },
    ]);
    expect(response.json().map((e: { code: string }) => e.code)).toContain('OFFICE_MEETING');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/enum/eventtypes',
      headers: { ...t.headers, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('needs the subscription key like every API call', async () => {
    t = await startCatalogueApp(dialect);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/enum/eventtypes' })).statusCode).toBe(
      401,
    );
  });
});
