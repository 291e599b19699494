import type { OrderType } from './order-values';

/** Intake validation flags of the current order (ORD-INTAKE-9). */
export interface IntakeValidity {
  isRestaurantValid: boolean;
  isDateValid: boolean;
  isTimeValid: boolean;
  /** False when anything else is wrong, such as the menu item. */
  isDetailsValid?: boolean;
}

/** What the order-summary band complains about. */
export type OrderSummaryErrorSubject = 'restaurant' | 'date' | 'time' | 'details';

/** Maps intake validation error keys to the order fields they concern. */
export const INTAKE_ERROR_FIELDS = {
  restaurantMissing: 'store',
  restaurantInvalid: 'restaurantNumber',
  deliveryDate: 'deliveryDate',
  deliveryTime: 'deliveryTime',
  pickupDate: 'pickupDate',
  pickupTime: 'pickupTime',
  menuItem: 'menuId',
} as const;

/** The first invalid part of the intake, in the order restaurant, date, time, details; undefined when all valid. */
export function orderSummaryErrorSubject(
  validity: IntakeValidity,
): OrderSummaryErrorSubject | undefined {
  if (!validity.isRestaurantValid) return 'restaurant';
  if (!validity.isDateValid) return 'date';
  if (!validity.isTimeValid) return 'time';
  return validity.isDetailsValid === false ? 'details' : undefined;
}

/** Band text "There's an error with your {pickup|delivery} {subject}." */
export function orderSummaryErrorMessage(
  orderType: OrderType,
  subject: OrderSummaryErrorSubject,
): string {
  return `There's an error with your ${orderType} ${subject}.`;
}
