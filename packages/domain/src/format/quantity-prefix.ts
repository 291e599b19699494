/** Quantity prefix "NX " shown before an item name only when the quantity is above 1. */
export function formatQuantityPrefix(quantity: number): string {
  return quantity > 1 ? `${quantity}X ` : '';
}
