import { AppError, type ValidationErrorItem } from '../../http/app-error';
import { ERROR_CODES } from '@catering/domain';

/** A client token, card token or authorization that does not exist for this customer (or has expired). */
export function paymentTokenNotFoundError(
  message = 'This card could not be found. Please enter it again.',
): AppError {
  return new AppError(404, ERROR_CODES.paymentTokenNotFound, message);
}

/** A request that contradicts what was already recorded (a used client token, a reused idempotency key). */
export function paymentConflictError(message: string): AppError {
  return new AppError(409, ERROR_CODES.paymentConflict, message);
}

/** Card fields that fail the provider's checks, one item per field. */
export function invalidCardError(fieldErrors: { field: string; message: string }[]): AppError {
  const validationErrors: ValidationErrorItem[] = fieldErrors.map((error) => ({
    errorCode: ERROR_CODES.paymentCardInvalid,
    ...error,
  }));
  return new AppError(
    400,
    ERROR_CODES.paymentCardInvalid,
    'Please check the card details.',
    validationErrors,
  );
}

/** For the order submit: the provider declined the card; the customer chooses another one. */
export function paymentDeclinedError(): AppError {
  return new AppError(
    402,
    ERROR_CODES.paymentDeclined,
    'Your card was declined. Please use a different card.',
  );
}
