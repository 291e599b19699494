import { AppError } from '../../http/app-error';
import { ERROR_CODES } from '@catering/domain';

/** 404 naming the restaurant numbers that do not exist. */
export function restaurantNotFound(numbers: readonly number[], message?: string): AppError {
  const text = message ?? `Restaurant not found: ${numbers.join(', ')}.`;
  return new AppError(404, ERROR_CODES.restaurantNotFound, text);
}

/** 404 naming the menu item ids that do not exist. */
export function menuItemNotFound(ids: readonly string[]): AppError {
  return new AppError(404, ERROR_CODES.menuItemNotFound, `Menu item not found: ${ids.join(', ')}.`);
}

/** 404 for a postal code the geocoder does not know. */
export function postalCodeNotFound(postalCode: string): AppError {
  return new AppError(404, ERROR_CODES.postalCodeNotFound, `Postal code not found: ${postalCode}.`);
}
