import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

describe.each(dialects)('GET /popularbuild on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());
  const builds = async (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/popularbuild${query}`, headers: t.headers });

  test('prices each build from the menu: headcount x unit price, sub-items for chips and salsa', async () => {
    t = await startCatalogueApp(dialect);
    const response = await builds();
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const office = list.find((b: { id: string }) => b.id === 'office-lunch-classic');
    // 20 people x $12.95 + 2 x chips and guacamole at $26.95.
    expect(office).toMatchObject({
      active: true,
      isAvailable: true,
      priceCents: 20 * 1295 + 2 * 2695,
      price: 312.9,
    });
    expect(office.menuItems[0]).toMatchObject({
      menuItemId: 'CMG-4206',
      headcount: 20,
      priceCents: 25_900,
    });
    expect(office.menuItems[0].selections.proteins).toEqual([
      { id: 'chicken', name: 'Chicken', quantity: 1 },
      { id: 'steak', name: 'Steak', quantity: 1 },
    ]);
  });

  test("prices at a restaurant's tier when asked; an unknown restaurant is a 404", async () => {
    t = await startCatalogueApp(dialect);
    const tier3 = (await builds('?restaurantNumber=1001')).json();
    const drop = tier3.find((b: { id: string }) => b.id === 'team-burrito-drop');
    expect(drop.priceCents).toBe(30 * 1395);
    const unknown = await builds('?restaurantNumber=777');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('RES-0404');
  });

  test('a build whose menu item is withdrawn reads unavailable once the catalogue is invalidated', async () => {
    t = await startCatalogueApp(dialect);
    await t.database.db
      .updateTable('menu_items')
      .set({ active: 0 })
      .where('id', '=', 'CMG-4012')
      .execute();
    await t.app.services.catalogue.invalidateCatalogue();
    const list = (await builds()).json();
    expect(list.find((b: { id: string }) => b.id === 'team-burrito-drop').isAvailable).toBe(false);
    expect(list.find((b: { id: string }) => b.id === 'office-lunch-classic').isAvailable).toBe(
      true,
    );
  });
});
