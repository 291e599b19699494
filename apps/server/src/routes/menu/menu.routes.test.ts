import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

describe.each(dialects)('menu calls on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...t.headers, ...headers } });

  test("a restaurant's menu carries the items of ORD-MENU-2, its tier's prices in dollars and cents, and option lists", async () => {
    t = await startCatalogueApp(dialect);
    const response = await get('/api/v1/menu/tiered/1001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const menu = response.json();
    expect(menu).toMatchObject({ restaurantNumber: 1001, priceTier: 3 });
    expect(menu.menuItems.map((item: { id: string }) => item.id)).toEqual([
      'CMG-4105',
      'CMG-4206',
      'CMG-4306',
      'CMG-4012',
      'CMG-4027',
    ]);
    const twoProteins = menu.menuItems[1];
    expect(twoProteins).toMatchObject({
      price: 14.95,
      priceCents: 1495,
      minPrice: 14.95,
      maxPrice: 14.95,
      isAmountFromSubItems: false,
    });
    expect(twoProteins.config).toMatchObject({
      proteinCount: 2,
      baseCount: 2,
      sides: [{ name: 'Tortilla Chips' }],
    });
    expect(twoProteins.itemConfig).toEqual({ min: 10, max: 200, increment: 1, serves: 1 });
    expect(twoProteins.proteins[0]).toMatchObject({
      id: 'chicken',
      imageUrl: '/images/menu/chicken.webp',
      isVegan: false,
    });
    expect(twoProteins.allItems.length).toBeGreaterThan(15);
    const chips = menu.menuItems[4];
    expect(chips).toMatchObject({
      isAmountFromSubItems: true,
      priceCents: 2395,
      minPriceCents: 2395,
      maxPriceCents: 3095,
    });
  });

  test('each option says whether vegetarians, vegans and guests avoiding dairy can eat it (BLD-DIET-1)', async () => {
    t = await startCatalogueApp(dialect);
    const menu = (await get('/api/v1/menu/tiered/1001')).json();
    const flags = (id: string) => {
      const option = menu.menuItems[0].allItems.find((o: { id: string }) => o.id === id);
      return [option.isVegetarian, option.isVegan, option.isDairyFree];
    };
    expect(flags('sofritas')).toEqual([true, true, true]);
    expect(flags('black-beans')).toEqual([true, true, true]);
    expect(flags('cheese')).toEqual([true, false, false]);
    expect(flags('sour-cream')).toEqual([true, false, false]);
    expect(flags('chicken')).toEqual([false, false, true]);
    expect(flags('queso')).toEqual([true, false, false]);
  });

  test('the OpenAPI document lists the diet flags of a menu option (BLD-DIET-1)', async () => {
    t = await startCatalogueApp(dialect);
    const doc = (await get('/api/v1/openapi.json')).json();
    const menu = JSON.stringify(doc.paths['/api/v1/menu/tiered/{restaurantNumber}'].get.responses);
    for (const flag of ['isVegan', 'isVegetarian', 'isDairyFree']) expect(menu).toContain(flag);
  });

  test('the generic menu shows lowest-tier prices and the range over all tiers', async () => {
    t = await startCatalogueApp(dialect);
    const menu = (await get('/api/v1/menu/tiered')).json();
    expect(menu).toMatchObject({ restaurantNumber: null, priceTier: 1 });
    expect(menu.menuItems[0]).toMatchObject({
      priceCents: 1095,
      minPriceCents: 1095,
      maxPriceCents: 1295,
    });
  });

  test('is cacheable with a strong ETag and answers 304 when it matches', async () => {
    t = await startCatalogueApp(dialect);
    const first = await get('/api/v1/menu/tiered/1001');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/api/v1/menu/tiered/1001', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/v1/menu/tiered/1001', { 'if-none-match': '"stale"' });
    expect(other.statusCode).toBe(200);
    expect((await get('/api/v1/menu/tiered/5001')).headers.etag).not.toBe(etag);
  });

  test('an unknown restaurant is a 404 with RES-0404; a bad number is a 400', async () => {
    t = await startCatalogueApp(dialect);
    const unknown = await get('/api/v1/menu/tiered/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('RES-0404');
    expect((await get('/api/v1/menu/tiered/abc')).statusCode).toBe(400);
  });

  test('the geocode menu is the menu of the nearest open restaurant, and 404 far from any', async () => {
    t = await startCatalogueApp(dialect);
    const nearTimesSquare = await get('/api/v1/menu/geocode?latitude=40.7570&longitude=-73.9860');
    expect(nearTimesSquare.statusCode).toBe(200);
    expect(nearTimesSquare.json().restaurantNumber).toBe(1004);
    const nearPenn = await get('/api/v1/menu/geocode?latitude=40.7505&longitude=-73.9934');
    expect(nearPenn.json().restaurantNumber).not.toBe(1005);
    const ocean = await get('/api/v1/menu/geocode?latitude=30&longitude=-40');
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json().errorCode).toBe('RES-0404');
    expect((await get('/api/v1/menu/geocode?latitude=100&longitude=0')).statusCode).toBe(400);
  });

  test('a catalogue change is served after invalidateCatalogue(), with a new ETag', async () => {
    t = await startCatalogueApp(dialect);
    const before = await get('/api/v1/menu/tiered/1001');
    await t.database.db
      .updateTable('menu_item_prices')
      .set({ price_cents: 1999 })
      .where('menu_item_id', '=', 'CMG-4105')
      .execute();
    expect((await get('/api/v1/menu/tiered/1001')).json().menuItems[0].priceCents).toBe(1295);
    await t.app.services.catalogue.invalidateCatalogue();
    const after = await get('/api/v1/menu/tiered/1001');
    expect(after.json().menuItems[0].priceCents).toBe(1999);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const version = await t.database.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'catalogue_version')
      .executeTakeFirst();
    expect(version?.value).toBe('2');
  });

  test('while the catalogue reloads, each read waits for it and a refusal is still a 404', async () => {
    t = await startCatalogueApp(dialect);
    const reads = async () =>
      Promise.all([
        get('/api/v1/menu/tiered/9999'),
        get('/api/v1/menu/geocode?latitude=30&longitude=-40'),
        get('/api/v1/menu/tiered'),
        get('/api/v1/enum/eventtypes'),
        get('/api/v1/popularbuild?restaurantNumber=1001'),
      ]);
    await t.app.services.catalogue.invalidateCatalogue();
    const whileLoading = await reads();
    expect(whileLoading.map((response) => response.statusCode)).toEqual([404, 404, 200, 200, 200]);
    expect(whileLoading.slice(0, 2).map((response) => response.json().errorCode)).toEqual([
      'RES-0404',
      'RES-0404',
    ]);
    // Loaded again: the same answers, at once.
    const loaded = await reads();
    expect(loaded.map((response) => response.body)).toEqual(
      whileLoading.map((response) => response.body),
    );
  });

  test('option images are served from the repository with long cache headers', async () => {
    t = await startCatalogueApp(dialect);
    const picture = await t.app.inject({ method: 'GET', url: '/images/menu/guacamole.webp' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // The SVG master, which older menus name, is still served.
    const image = await t.app.inject({ method: 'GET', url: '/images/menu/guacamole.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('<svg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/images/menu/nothing.svg' })).statusCode,
    ).toBe(404);
  });

  test('a browser that accepts brotli or gzip gets the same menu compressed, with its own ETag', async () => {
    t = await startCatalogueApp(dialect);
    const plain = await get('/api/v1/menu/tiered/1001');
    const br = await get('/api/v1/menu/tiered/1001', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/v1/menu/tiered/1001', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get('/api/v1/menu/tiered/1001', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
