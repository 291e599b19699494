import { describe, expect, test } from 'vitest';
import type { CatalogueRows } from '../../db/repositories/catalogue.repository';
import { indexMenu } from '../catalogue/menu-index';
import { priceItem } from './item-pricing';

const item = (
  id: string,
  kind: string,
  config: object,
  itemConfig: object,
  fromSubItems = false,
) => ({
  id,
  kind,
  name: id,
  display_name: id,
  tagline: '',
  description: '',
  short_description: '',
  price_unit: 'PERSON',
  serves_text: fromSubItems ? '10-15' : '1 person',
  config_json: JSON.stringify(config),
  item_config_json: JSON.stringify(itemConfig),
  is_amount_from_sub_items: (fromSubItems ? 1 : 0) as 0 | 1,
  sort_order: 0,
  active: 1 as const,
});
const link = (menu_item_id: string, option_id: string, food_group: string) => ({
  menu_item_id,
  option_id,
  food_group,
  assortment: 1,
  sort_order: 0,
});

const rows = {
  items: [
    item(
      'CMG-4012',
      'burritosbythebox',
      { proteinCount: 1 },
      { min: 10, max: 200, increment: 10, serves: 1 },
    ),
    item(
      'CMG-4105',
      'buildyourown',
      { baseCount: 1, proteinCount: 1 },
      { min: 10, max: 200, increment: 1, serves: 1 },
    ),
    item(
      'CMG-4027',
      'chipsandsalsa',
      { salsaCount: 1 },
      { min: 1, max: 20, increment: 1, serves: 12 },
      true,
    ),
  ],
  prices: [
    { menu_item_id: 'CMG-4012', price_tier: 1, price_cents: 1000 },
    { menu_item_id: 'CMG-4012', price_tier: 2, price_cents: 1100 },
    { menu_item_id: 'CMG-4105', price_tier: 1, price_cents: 900 },
    { menu_item_id: 'CMG-4027', price_tier: 1, price_cents: 2000 },
  ],
  options: ['chicken', 'steak', 'rice', 'veggies', 'guac', 'queso'].map((id) => ({
    id,
    name: id.toUpperCase(),
    image_url: '',
    is_vegan: 0 as const,
    is_vegetarian: 0 as const,
    is_dairy_free: 0 as const,
  })),
  itemOptions: [
    link('CMG-4012', 'chicken', 'proteins'),
    link('CMG-4012', 'steak', 'proteins'),
    link('CMG-4105', 'rice', 'bases'),
    link('CMG-4105', 'chicken', 'proteins'),
    link('CMG-4105', 'veggies', 'proteins'),
    link('CMG-4105', 'veggies', 'bases'),
    link('CMG-4027', 'guac', 'salsas'),
    link('CMG-4027', 'queso', 'salsas'),
  ],
  optionPrices: [
    { menu_item_id: 'CMG-4027', option_id: 'guac', price_tier: 1, price_cents: 2500 },
    { menu_item_id: 'CMG-4027', option_id: 'queso', price_tier: 1, price_cents: 2300 },
  ],
  eventTypes: [],
  popularBuilds: [],
  restaurants: [],
} as unknown as CatalogueRows;
const index = indexMenu(rows);

describe('pricing an item from the menu', () => {
  test('prices by the tier: quantity times the unit price', () => {
    const choice = {
      menuId: 'CMG-4012',
      quantity: 20,
      subItems: [{ menuId: 'chicken', quantity: 20 }],
    };
    expect(priceItem(index, 1, choice)).toMatchObject({
      ok: true,
      item: { unitPriceCents: 1000, subTotalCents: 20_000, servesText: 'Serves 20' },
    });
    expect(priceItem(index, 2, choice)).toMatchObject({
      ok: true,
      item: { unitPriceCents: 1100, subTotalCents: 22_000 },
    });
  });

  test('an item priced from its sub-items sums them, one dip per unit', () => {
    const result = priceItem(index, 1, {
      menuId: 'CMG-4027',
      quantity: 2,
      subItems: [
        { menuId: 'guac', quantity: 1 },
        { menuId: 'queso', quantity: 1 },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      item: { subTotalCents: 4800, isAmountFromSubItems: true, servesText: 'Serves 20-30' },
    });
    expect(
      priceItem(index, 1, {
        menuId: 'CMG-4027',
        quantity: 2,
        subItems: [{ menuId: 'guac', quantity: 1 }],
      }).ok,
    ).toBe(false);
  });

  test('per-burrito proteins must add up to the headcount; the headcount must be on the increment', () => {
    const short = priceItem(index, 1, {
      menuId: 'CMG-4012',
      quantity: 20,
      subItems: [{ menuId: 'chicken', quantity: 15 }],
    });
    expect(short).toMatchObject({
      ok: false,
      missing: false,
      problems: [{ field: 'subItems.proteins', message: 'Please select 5 more proteins' }],
    });
    const between = priceItem(index, 1, {
      menuId: 'CMG-4012',
      quantity: 15,
      subItems: [{ menuId: 'chicken', quantity: 15 }],
    });
    expect(between).toMatchObject({ ok: false, problems: [{ field: 'quantity' }] });
  });

  test('an option in two groups needs its group; an unknown item or option is refused', () => {
    const ambiguous = {
      menuId: 'CMG-4105',
      quantity: 10,
      subItems: [
        { menuId: 'rice', quantity: 1 },
        { menuId: 'veggies', quantity: 1 },
      ],
    };
    expect(priceItem(index, 1, ambiguous)).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.objectContaining({ field: 'subItems.1.menuId' })]),
    });
    const named = {
      ...ambiguous,
      subItems: [
        { menuId: 'rice', quantity: 1 },
        { menuId: 'veggies', quantity: 1, foodGroup: 'proteins' as const },
      ],
    };
    expect(priceItem(index, 1, named).ok).toBe(true);
    expect(priceItem(index, 1, { menuId: 'CMG-0000', quantity: 10, subItems: [] })).toMatchObject({
      ok: false,
      missing: true,
    });
    expect(
      priceItem(index, 1, {
        ...named,
        subItems: [...named.subItems, { menuId: 'steak', quantity: 1 }],
      }),
    ).toMatchObject({ ok: false, missing: false });
  });
});

describe("an item's configs", () => {
  test('are parsed once per catalogue index and cannot be changed by a caller', () => {
    const burritos = index.itemsById.get('CMG-4012');
    if (!burritos) throw new Error('fixture item missing');
    const configs = index.configsOf(burritos);
    expect(configs).toEqual({
      headcount: { min: 10, max: 200, increment: 10, serves: 1 },
      groups: { proteinCount: 1 },
    });
    expect(index.configsOf(burritos)).toBe(configs);
    expect(Object.isFrozen(configs.headcount) && Object.isFrozen(configs.groups)).toBe(true);
    // A fresh index (a new catalogue version) parses its rows again.
    expect(indexMenu(rows).configsOf(burritos)).not.toBe(configs);
  });
});
