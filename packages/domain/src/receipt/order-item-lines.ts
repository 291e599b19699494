import { FOOD_GROUP_KEYS, type FoodGroupKey } from '../builder/food-groups';
import { formatQuantityPrefix } from '../format/quantity-prefix';
import { servesTextFor, servingAccessoriesText } from '../format/serving-accessories';
import { builderKindFor } from '../menu/menu-item-ids';
import { dollarsToCents } from '../wire/money';
import type { Order, OrderItem } from '../wire/order.wire';

/** The bag's category names of the sub-item food groups (BAG-DRAWER-2). */
export const FOOD_GROUP_LABELS: Record<FoodGroupKey, string> = {
  bases: 'Bases',
  proteins: 'Proteins',
  toppings: 'Toppings',
  premiumToppings: 'Premium Toppings',
  salsas: 'Salsas',
  tortillas: 'Tortillas',
};

export interface SubItemGroup {
  key: FoodGroupKey;
  label: string;
  /** "Chicken", or "Chicken (10)" when more than one was chosen. */
  names: string[];
}

export interface OrderItemLine {
  orderItemId: string;
  menuId: string;
  /** The menu name (it tells the tiers apart) with the "NX " prefix when the quantity is above 1. */
  title: string;
  subName: string | null;
  subTotalCents: number;
  /** "Serves 20", or undefined when the item has no serves text. */
  servesText: string | undefined;
  groups: SubItemGroup[];
  popularBuildName: string | null;
}

function servesLine(item: OrderItem): string | undefined {
  const text = servesTextFor(builderKindFor(item.menuId), item.servesText)?.trim();
  if (!text) return undefined;
  return /^serves\b/i.test(text) ? text : `Serves ${text}`;
}

/** The selected sub-items of an item, by category in the bag's order; empty categories left out. */
export function subItemGroups(item: OrderItem): SubItemGroup[] {
  return FOOD_GROUP_KEYS.map((key) => ({
    key,
    label: FOOD_GROUP_LABELS[key],
    names: item.subItems
      .filter((sub) => sub.foodGroup === key && sub.quantity > 0)
      .map((sub) => (sub.quantity > 1 ? `${sub.name} (${sub.quantity})` : sub.name)),
  })).filter((group) => group.names.length > 0);
}

/** One display line per order item. */
export function orderItemLine(item: OrderItem): OrderItemLine {
  return {
    orderItemId: item.orderItemId,
    menuId: item.menuId,
    // The display name is shared by the build-your-own tiers; the name says which one it is.
    title: `${formatQuantityPrefix(item.quantity)}${item.name || item.displayName}`,
    subName: item.displaySubName,
    subTotalCents: dollarsToCents(item.subTotal),
    servesText: servesLine(item),
    groups: subItemGroups(item),
    popularBuildName: item.popularBuildName,
  };
}

/** The lines of every item of the order, in bag order. */
export function orderItemLines(order: Order): OrderItemLine[] {
  return order.orderDetail.orderItems.map(orderItemLine);
}

/** The serving-accessories texts of the kinds in the order, each once, in bag order. */
export function accessoriesTexts(order: Order): string[] {
  const texts = order.orderDetail.orderItems.map((item) =>
    servingAccessoriesText(builderKindFor(item.menuId)),
  );
  return [...new Set(texts)];
}
