import type { Kysely } from 'kysely';
import type { Database, Flag } from '../schema';
import { demoMenuItems, demoOptions } from './menu.data';
import { demoEventTypes, demoNotices, demoPopularBuilds } from './other.data';
import { demoPromotions } from './promotions.data';
import { seedRestaurants } from './restaurants.seeder';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';
export const MENU_IMAGE_PATH = '/images/menu/';

const flag = (value: boolean): Flag => (value ? 1 : 0);

async function seedMenu(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('menu_options')
    .values(
      demoOptions.map((o) => ({
        id: o.id,
        name: o.name,
        image_url: MENU_IMAGE_PATH + o.image,
        is_vegan: flag(o.vegan),
        is_vegetarian: flag(o.vegetarian),
        is_dairy_free: flag(o.dairyFree),
      })),
    )
    .execute();
  for (const [index, item] of demoMenuItems.entries()) {
    await db
      .insertInto('menu_items')
      .values({
        id: item.id,
        kind: item.kind,
        name: item.name,
        display_name: item.displayName,
        tagline: item.tagline,
        description: item.description,
        short_description: item.shortDescription,
        price_unit: item.priceUnit,
        serves_text: item.servesText,
        config_json: JSON.stringify(item.config),
        item_config_json: JSON.stringify(item.itemConfig),
        is_amount_from_sub_items: flag(item.isAmountFromSubItems),
        sort_order: index,
        active: 1,
      })
      .execute();
    const prices = item.pricesCents.map((cents, tier) => ({
      menu_item_id: item.id,
      price_tier: tier + 1,
      price_cents: cents,
    }));
    await db.insertInto('menu_item_prices').values(prices).execute();
    const links = Object.entries(item.options).flatMap(([group, list]) =>
      list.map(([optionId, assortment], order) => ({
        menu_item_id: item.id,
        option_id: optionId,
        food_group: group,
        assortment,
        sort_order: order,
      })),
    );
    await db.insertInto('menu_item_options').values(links).execute();
    const optionPrices = Object.entries(item.optionPricesCents ?? {}).flatMap(([optionId, tiers]) =>
      tiers.map((cents, tier) => ({
        menu_item_id: item.id,
        option_id: optionId,
        price_tier: tier + 1,
        price_cents: cents,
      })),
    );
    if (optionPrices.length > 0)
      await db.insertInto('menu_option_prices').values(optionPrices).execute();
  }
}

/** Inserts the demo catalogue of src/db/seed/*.data.ts and sets the catalogue version. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await seedRestaurants(db);
  await seedMenu(db);
  await db
    .insertInto('event_types')
    .values(
      demoEventTypes.map((e, i) => ({ code: e.code, display_name: e.displayName, sort_order: i })),
    )
    .execute();
  await db
    .insertInto('popular_builds')
    .values(
      demoPopularBuilds.map((b, i) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        menu_items_json: JSON.stringify(b.menuItems),
        sort_order: i,
        active: flag(b.active),
      })),
    )
    .execute();
  await db
    .insertInto('info_notices')
    .values(
      demoNotices.map((n, i) => ({
        id: n.id,
        restaurant_number: n.restaurantNumber,
        channel: n.channel,
        title: n.title,
        message: n.message,
        sort_order: i,
        active: 1 as const,
      })),
    )
    .execute();
  await db.insertInto('promotions').values(demoPromotions).execute();
  await db
    .insertInto('app_meta')
    .values({ key: CATALOGUE_VERSION_KEY, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '1' }))
    .execute();
}
