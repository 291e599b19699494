import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

describe.each(dialects)('the info-notices service on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());

  test('returns the Catering notices of a restaurant as Title and Message, without a subscription key', async () => {
    t = await startCatalogueApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notices/5001?channel=Catering',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Title: 'Pickup parking', Message: expect.stringContaining('free parking') },
      { Title: 'Busy lunch hour', Message: expect.stringContaining('Noon slots') },
    ]);
  });

  test('filters by channel and answers an empty list for a restaurant without notices', async () => {
    t = await startCatalogueApp(dialect);
    const titles = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).json().map((n: { Title: string }) => n.Title);
    expect(await titles('/api/notices/2001?channel=Catering')).toEqual([
      'Street construction',
      'Holiday hours',
    ]);
    expect(await titles('/api/notices/1001?channel=Web')).toEqual(['New menu board']);
    expect(await titles('/api/notices/1001?channel=Catering')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notices/3001?channel=Catering' })).json(),
    ).toEqual([]);
  });

  test('an unknown restaurant is a 404 with RES-0404', async () => {
    t = await startCatalogueApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notices/9999?channel=Catering',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('RES-0404');
  });
});
