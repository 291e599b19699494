import { randomUUID } from 'node:crypto';
import type { OrderItemRow } from '../../db/repositories/order-items.repository';
import { intakeInvalid, itemInvalid } from './order-errors';
import { priceItem, type ItemChoice, type PricedItem, type StoredSubItem } from './item-pricing';
import type { MenuIndex } from '../catalogue/menu-index';

/** The choices an item row was built from, to price it again. */
export function choiceOf(
  row: Pick<OrderItemRow, 'menu_item_id' | 'quantity' | 'sub_items_json'>,
): ItemChoice {
  const subs = JSON.parse(row.sub_items_json) as StoredSubItem[];
  return {
    menuId: row.menu_item_id,
    quantity: row.quantity,
    subItems: subs.map((s) => ({ menuId: s.menuId, quantity: s.quantity, foodGroup: s.foodGroup })),
  };
}

/** Prices a choice or throws: 422 menuItem when it left the menu, 422 with the rule broken otherwise. */
export function priceOrThrow(index: MenuIndex, tier: number, choice: ItemChoice): PricedItem {
  const result = priceItem(index, tier, choice);
  if (result.ok) return result.item;
  if (result.missing) throw intakeInvalid(['menuItem'], result.problems[0]?.message);
  throw itemInvalid(result.problems);
}

export interface RowPlace {
  orderId: string;
  position: number;
  now: number;
  id?: string;
  createdAt?: number;
  popularBuild?: { id: string; name: string } | null;
  /** The diet split as stored (JSON), kept when the row is priced again. */
  dietSplitJson?: string | null;
}

/** A priced item as an order_items row. */
export function toItemRow(priced: PricedItem, place: RowPlace): OrderItemRow {
  return {
    id: place.id ?? randomUUID(),
    order_id: place.orderId,
    menu_item_id: priced.menuItemId,
    name: priced.name,
    display_name: priced.displayName,
    serves_text: priced.servesText,
    quantity: priced.quantity,
    unit_price_cents: priced.unitPriceCents,
    sub_total_cents: priced.subTotalCents,
    is_amount_from_sub_items: priced.isAmountFromSubItems ? 1 : 0,
    sub_items_json: JSON.stringify(priced.subItems),
    popular_build_id: place.popularBuild?.id ?? null,
    popular_build_name: place.popularBuild?.name ?? null,
    position: place.position,
    created_at: place.createdAt ?? place.now,
    diet_split_json: place.dietSplitJson ?? null,
  };
}

/** The same row priced again from the current menu (a new tier, or a price change). */
export function repriceRow(index: MenuIndex, tier: number, row: OrderItemRow): OrderItemRow {
  const priced = priceOrThrow(index, tier, choiceOf(row));
  return toItemRow(priced, {
    orderId: row.order_id,
    position: row.position,
    now: row.created_at,
    id: row.id,
    createdAt: row.created_at,
    popularBuild: row.popular_build_id
      ? { id: row.popular_build_id, name: row.popular_build_name ?? '' }
      : null,
    dietSplitJson: row.diet_split_json,
  });
}

export const nextPosition = (items: readonly OrderItemRow[]) =>
  items.reduce((max, item) => Math.max(max, item.position), 0) + 1;
