import type { FoodGroupConfig, HeadcountConfig } from '@catering/domain';
import type { CatalogueRows } from '../../db/repositories/catalogue.repository';

type ItemRow = CatalogueRows['items'][number];
type OptionRow = CatalogueRows['options'][number];
type ItemOptionRow = CatalogueRows['itemOptions'][number];

/** An item's two JSON configs, parsed: shared by every caller, so never changed. */
export interface ItemConfigs {
  readonly headcount: Readonly<HeadcountConfig & { serves?: number }>;
  readonly groups: Readonly<FoodGroupConfig>;
}

/** The catalogue rows indexed for price lookups and menu assembly. */
export interface MenuIndex {
  items: ItemRow[];
  itemsById: Map<string, ItemRow>;
  optionsById: Map<string, OptionRow>;
  optionsByItem: Map<string, ItemOptionRow[]>;
  tiers: number[];
  /** Unit price in cents of an item at a tier, falling back to the lowest tier. */
  unitPriceCents(itemId: string, tier: number): number | undefined;
  /** Sub-item price in cents at a tier (items priced from sub-items), else 0. */
  optionPriceCents(itemId: string, optionId: string, tier: number): number;
  /**
   * The item's headcount and food-group configs, parsed on first use and kept with the index
   * (every item added and every order checked reads them again).
   */
  configsOf(item: ItemRow): ItemConfigs;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

/** Indexes the catalogue rows once per catalogue version. */
export function indexMenu(rows: CatalogueRows): MenuIndex {
  const itemPrices = new Map(
    rows.prices.map((p) => [`${p.menu_item_id}|${p.price_tier}`, p.price_cents]),
  );
  const optionPrices = new Map(
    rows.optionPrices.map((p) => [
      `${p.menu_item_id}|${p.option_id}|${p.price_tier}`,
      p.price_cents,
    ]),
  );
  const tiers = [...new Set(rows.prices.map((p) => p.price_tier))].sort((a, b) => a - b);
  const lowest = tiers[0] ?? 1;
  const configs = new Map<string, ItemConfigs>();
  return {
    items: rows.items,
    itemsById: new Map(rows.items.map((item) => [item.id, item])),
    optionsById: new Map(rows.options.map((option) => [option.id, option])),
    optionsByItem: groupBy(rows.itemOptions, (row) => row.menu_item_id),
    tiers,
    unitPriceCents: (itemId, tier) =>
      itemPrices.get(`${itemId}|${tier}`) ?? itemPrices.get(`${itemId}|${lowest}`),
    optionPriceCents: (itemId, optionId, tier) =>
      optionPrices.get(`${itemId}|${optionId}|${tier}`) ??
      optionPrices.get(`${itemId}|${optionId}|${lowest}`) ??
      0,
    configsOf(item) {
      const known = configs.get(item.id);
      if (known) return known;
      const parsed: ItemConfigs = Object.freeze({
        headcount: Object.freeze(JSON.parse(item.item_config_json) as ItemConfigs['headcount']),
        groups: Object.freeze(JSON.parse(item.config_json) as FoodGroupConfig),
      });
      configs.set(item.id, parsed);
      return parsed;
    },
  };
}
