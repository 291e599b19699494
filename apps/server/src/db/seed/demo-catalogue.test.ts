import fs from 'node:fs';
import zipcodes from 'zipcodes';
import { afterEach, describe, expect, test } from 'vitest';
import { MENU_IMAGES_DIR } from '../../http/menu-images';
import { distanceMeters } from '../../services/restaurants/geo-distance';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';
import { seedDemoDataIfEmpty } from './index';
import { demoMenuItems, demoOptions } from './menu.data';
import { demoPopularBuilds } from './other.data';
import { demoPromotions } from './promotions.data';
import { demoClosures, demoRestaurants } from './restaurants.data';

describe('the demo catalogue data', () => {
  test('has at least 12 restaurants in at least 5 time zones, in the US and Canada', () => {
    expect(demoRestaurants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoRestaurants.map((r) => r.timezoneId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(demoRestaurants.map((r) => r.address.country))).toEqual(new Set(['US', 'CA']));
    expect(new Set(demoRestaurants.map((r) => r.restaurantNumber)).size).toBe(
      demoRestaurants.length,
    );
  });

  test.each(demoRestaurants.map((r) => [r.restaurantNumber, r] as const))(
    'restaurant %i lies within 3 km of its postal code',
    (_n, r) => {
      const place = zipcodes.lookup(
        r.address.postalCode.slice(0, r.address.country === 'CA' ? 3 : 5),
      );
      expect(place).toBeDefined();
      expect(distanceMeters(r, place!)).toBeLessThan(3000);
    },
  );

  test('delivery is on for most restaurants and off for some; some days are closed; holidays close', () => {
    const enabled = demoRestaurants.filter((r) => r.deliveryEnabled).length;
    expect(enabled).toBeGreaterThan(demoRestaurants.length / 2);
    expect(enabled).toBeLessThan(demoRestaurants.length);
    expect(demoRestaurants.some((r) => Object.values(r.hours).filter(Boolean).length < 7)).toBe(
      true,
    );
    expect(demoClosures.some((c) => c.date === '2026-12-25')).toBe(true);
  });

  test('every option image is drawn in the repository, a WebP picture beside its SVG master', () => {
    for (const option of demoOptions) {
      expect(option.image, option.id).toMatch(/\.webp$/);
      const picture = fs.readFileSync(`${MENU_IMAGES_DIR}/${option.image}`);
      // RIFF....WEBP: what scripts/rasterize-menu-images.mjs writes.
      expect(picture.subarray(0, 4).toString('latin1'), option.image).toBe('RIFF');
      expect(picture.subarray(8, 12).toString('latin1'), option.image).toBe('WEBP');
      const master = `${MENU_IMAGES_DIR}/${option.image.replace(/\.webp$/, '.svg')}`;
      expect(fs.existsSync(master), master).toBe(true);
    }
  });

  test('the menu has the ids of ORD-MENU-2, three tier prices each, and options that exist', () => {
    expect(demoMenuItems.map((m) => m.id).sort()).toEqual([
      'CMG-4012',
      'CMG-4027',
      'CMG-4105',
      'CMG-4206',
      'CMG-4306',
    ]);
    const optionIds = new Set(demoOptions.map((o) => o.id));
    for (const item of demoMenuItems) {
      expect(
        item.pricesCents.every(
          (cents, i) => cents > 0 && (i === 0 || cents >= item.pricesCents[i - 1]!),
        ),
      ).toBe(true);
      for (const list of Object.values(item.options))
        for (const [id] of list) expect(optionIds.has(id), id).toBe(true);
    }
    expect(demoMenuItems.find((m) => m.id === 'CMG-4105')?.itemConfig).toMatchObject({
      min: 10,
      max: 200,
    });
  });

  test('popular builds pick options their menu item offers, as many as each group takes', () => {
    expect(demoPopularBuilds.length).toBeGreaterThanOrEqual(3);
    for (const build of demoPopularBuilds) {
      for (const entry of build.menuItems) {
        const item = demoMenuItems.find((m) => m.id === entry.menuItemId)!;
        for (const [group, picks] of Object.entries(entry.selections)) {
          const offered = (item.options[group as keyof typeof item.options] ?? []).map(
            ([id]) => id,
          );
          for (const pick of picks ?? [])
            expect(offered, `${build.id} ${pick.id}`).toContain(pick.id);
        }
      }
    }
  });

  test('promotions cover percent, amount, minimum, expired, future, restaurant, item and once-per-customer rules', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(demoPromotions.some((p) => p.kind === 'percent')).toBe(true);
    expect(demoPromotions.some((p) => p.kind === 'amount' && p.min_subtotal_cents > 0)).toBe(true);
    expect(demoPromotions.some((p) => p.valid_to !== null && p.valid_to < now)).toBe(true);
    expect(demoPromotions.some((p) => p.valid_from !== null && p.valid_from > now)).toBe(true);
    expect(demoPromotions.some((p) => p.restaurant_numbers !== null)).toBe(true);
    expect(demoPromotions.some((p) => p.menu_item_ids !== null)).toBe(true);
    expect(demoPromotions.some((p) => p.once_per_customer === 1)).toBe(true);
  });
});

describe.each(dialects)('seeding the demo catalogue on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('an empty database gets the catalogue once', async () => {
    t = await startTestApp(dialect);
    expect(await seedDemoDataIfEmpty(t.database.db)).toBe(true);
    expect(await seedDemoDataIfEmpty(t.database.db)).toBe(false);
    const restaurants = await t.database.db
      .selectFrom('restaurants')
      .select('restaurant_number')
      .execute();
    expect(restaurants).toHaveLength(demoRestaurants.length);
    const menu = await t.app.inject({
      method: 'GET',
      url: '/api/v1/menu/tiered/6001',
      headers: t.headers,
    });
    expect(menu.json().menuItems).toHaveLength(5);
  });
});
