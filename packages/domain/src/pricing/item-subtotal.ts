/** A sub-item's quantity and unit price in cents. */
export interface PricedSubItem {
  quantity: number;
  price: number;
}

/** What an order item's subtotal is computed from; prices are integer cents. */
export interface PricedItem extends PricedSubItem {
  isAmountFromSubItems?: boolean;
  subItems?: readonly PricedSubItem[];
}

/** Item subtotal in cents: quantity x unit price, or the sum of its sub-items when priced from them. */
export function calculateItemSubtotal(item: PricedItem): number {
  if (item.isAmountFromSubItems) {
    return (item.subItems ?? []).reduce((sum, sub) => sum + sub.quantity * sub.price, 0);
  }
  return item.quantity * item.price;
}

/** Bag total in cents: the sum of the item subtotals. */
export function calculateBagTotal(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + calculateItemSubtotal(item), 0);
}
