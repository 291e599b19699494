import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { BURRITOS, CHIPS } from '../../../../test/order.helpers';
import {
  inTransaction,
  openOrder,
  readOrder,
  stepDeps,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { Database } from '../../../db/schema';
import type { Kysely } from 'kysely';
import { bumpCatalogueVersion } from '../../../db/repositories/catalogue.repository';
import { loadRestaurant } from '../order-context';
import { repriceItems } from './reprice-items';

/** Restaurant 1001 prices at tier 3. */
const setTierThreePrice = (db: Kysely<Database>, menuItemId: string, priceCents: number) =>
  db
    .updateTable('menu_item_prices')
    .set({ price_cents: priceCents })
    .where('menu_item_id', '=', menuItemId)
    .where('price_tier', '=', 3)
    .execute();

describe.each(dialects)('repriceItems on %s', (dialect) => {
  const app = useOrderApp(dialect);

  test('saves a price changed in menu_item_prices once the catalogue was invalidated', async () => {
    const t = app();
    const { shopper, order, items } = await openOrder(t, { item: BURRITOS });
    expect(items[0]).toMatchObject({ unit_price_cents: 1395, sub_total_cents: 27_900 });
    await setTierThreePrice(t.database.db, 'CMG-4012', 1495);
    await t.app.services.catalogue.invalidateCatalogue();
    const restaurant = await loadRestaurant(t.database.db, order.restaurant_number);
    const repriced = await inTransaction(t, (trx) =>
      repriceItems(stepDeps(t), trx, restaurant, items),
    );
    const saved = (await readOrder(t, shopper, order.id)).items;
    expect(saved).toEqual(repriced);
    expect(saved[0]).toMatchObject({ unit_price_cents: 1495, sub_total_cents: 29_900 });
  });

  test('reads the menu as of its own transaction, where a price changed a moment before counts', async () => {
    const t = app();
    const { shopper, order, items } = await openOrder(t);
    const restaurant = await loadRestaurant(t.database.db, order.restaurant_number);
    await inTransaction(t, async (trx) => {
      await setTierThreePrice(trx, 'CMG-4105', 1395);
      await bumpCatalogueVersion(trx);
      return repriceItems(stepDeps(t), trx, restaurant, items);
    });
    expect((await readOrder(t, shopper, order.id)).items[0]).toMatchObject({
      menu_item_id: 'CMG-4105',
      unit_price_cents: 1395,
      sub_total_cents: 13_950,
    });
  });

  test('answers the items as stored while their prices are unchanged', async () => {
    const t = app();
    const { shopper, order, items } = await openOrder(t, { item: CHIPS });
    const restaurant = await loadRestaurant(t.database.db, order.restaurant_number);
    const repriced = await inTransaction(t, (trx) =>
      repriceItems(stepDeps(t), trx, restaurant, items),
    );
    expect(repriced).toEqual(items);
    expect((await readOrder(t, shopper, order.id)).items).toEqual(items);
  });
});
