/** Order types. */
export const ORDER_TYPES = ['pickup', 'delivery'] as const;
/** Pickup or delivery. */
export type OrderType = (typeof ORDER_TYPES)[number];

/** Order status values (AFT-STATUS-1); "Submitted" is our name for a placed order. */
export const ORDER_STATUSES = {
  open: 'Open',
  submitted: 'Submitted',
  closed: 'Closed',
  cancelled: 'Cancelled',
} as const;
/** An order status value. */
export type OrderStatus = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES];

const NOT_VIEWABLE_ON_CONFIRMATION: readonly OrderStatus[] = [
  ORDER_STATUSES.cancelled,
  ORDER_STATUSES.open,
];

/** True unless the status sends the confirmation page Home (Cancelled, and Open: never submitted). */
export function isViewableOnConfirmation(status: OrderStatus): boolean {
  return !NOT_VIEWABLE_ON_CONFIRMATION.includes(status);
}
