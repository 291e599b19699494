import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { CATALOGUE_VERSION_KEY } from '../seed/catalogue.seeder';
import { preparedQuery } from '../prepared-query';

/** Everything the catalogue cache is built from, read in one go. */
export async function readCatalogue(db: Kysely<Database>) {
  const [
    items,
    prices,
    options,
    itemOptions,
    optionPrices,
    eventTypes,
    popularBuilds,
    restaurants,
  ] = await Promise.all([
    db.selectFrom('menu_items').selectAll().where('active', '=', 1).orderBy('sort_order').execute(),
    db.selectFrom('menu_item_prices').selectAll().execute(),
    db.selectFrom('menu_options').selectAll().execute(),
    db
      .selectFrom('menu_item_options')
      .selectAll()
      .orderBy('menu_item_id')
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('menu_option_prices').selectAll().execute(),
    db.selectFrom('event_types').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('popular_builds').selectAll().orderBy('sort_order').execute(),
    db
      .selectFrom('restaurants')
      .select(['restaurant_number', 'status', 'price_tier', 'latitude_e6', 'longitude_e6'])
      .orderBy('restaurant_number')
      .execute(),
  ]);
  return {
    items,
    prices,
    options,
    itemOptions,
    optionPrices,
    eventTypes,
    popularBuilds,
    restaurants,
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof readCatalogue>>;

// Every server process asks it again every few seconds while it serves (catalogue.service.ts).
const metaValue = preparedQuery((db, args: { key: string }) =>
  db.selectFrom('app_meta').select('value').where('key', '=', args.key),
);

/** The catalogue version in app_meta; '0' before the catalogue is seeded. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await metaValue.first(db, { key: CATALOGUE_VERSION_KEY });
  return row?.value ?? '0';
}

/** Moves the catalogue version on, so every server process reloads its cache. */
export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const next = String(Number(await readCatalogueVersion(db)) + 1);
  await db
    .insertInto('app_meta')
    .values({ key: CATALOGUE_VERSION_KEY, value: next })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: next }))
    .execute();
  return next;
}

const eventType = preparedQuery((db, args: { code: string }) =>
  db.selectFrom('event_types').select('code').where('code', '=', args.code),
);

/** One event type by its code, or undefined. */
export function findEventType(db: Kysely<Database>, code: string) {
  return eventType.first(db, { code });
}

/** One popular build that is on offer, or undefined. */
export function findActivePopularBuild(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('popular_builds')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}
