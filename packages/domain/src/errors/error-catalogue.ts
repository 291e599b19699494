import type { ApiErrorBody } from '../wire/error-body.wire';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { MESSAGES } from './messages';

/** The fallback message when no code is recognised. */
export const DEFAULT_ERROR_MESSAGE = MESSAGES.unexpected;

/** The message each error code maps to. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  [ERROR_CODES.accountLocked]: MESSAGES.accountLocked,
  [ERROR_CODES.emailInUse]: MESSAGES.emailInUse,
  [ERROR_CODES.phoneInUse]: MESSAGES.phoneInUse,
  [ERROR_CODES.phoneInUseOnAuth]: MESSAGES.phoneInUse,
  [ERROR_CODES.invalidVerificationCode]: MESSAGES.invalidVerificationCode,
  [ERROR_CODES.verificationCodeExpired]: MESSAGES.verificationCodeExpired,
  [ERROR_CODES.wrongPassword]: MESSAGES.wrongPassword,
  [ERROR_CODES.itemMissing]: MESSAGES.itemMissing,
  [ERROR_CODES.promotionExpired]: MESSAGES.promotionExpired,
  [ERROR_CODES.promoUnavailable]: MESSAGES.promoUnavailable,
  [ERROR_CODES.validationFailed]: MESSAGES.unexpected,
  [ERROR_CODES.subscriptionKeyMissing]: MESSAGES.unexpected,
  [ERROR_CODES.sessionMissing]: MESSAGES.fullUserRequired,
  [ERROR_CODES.sessionExpired]: MESSAGES.sessionExpired,
  [ERROR_CODES.rateLimited]: MESSAGES.tryAgainLater,
  [ERROR_CODES.fullUserRequired]: MESSAGES.fullUserRequired,
  [ERROR_CODES.invalidCredentials]: MESSAGES.badCredentials,
  [ERROR_CODES.unexpected]: MESSAGES.unexpected,
  [ERROR_CODES.critical]: MESSAGES.critical,
  [ERROR_CODES.notFound]: MESSAGES.notFound,
  [ERROR_CODES.orderNotFound]: MESSAGES.orderNotFound,
  [ERROR_CODES.orderNotEditable]: MESSAGES.orderNotEditable,
  [ERROR_CODES.orderEditWindowClosed]: MESSAGES.editWindowClosed,
  [ERROR_CODES.deliveryLimitExceeded]: MESSAGES.deliveryLimit,
  [ERROR_CODES.orderItemsLimit]: MESSAGES.orderItemsLimit,
  [ERROR_CODES.itemQuantityLimit]: MESSAGES.itemQuantityLimit,
  [ERROR_CODES.orderSubtotalLimit]: MESSAGES.orderSubtotalLimit,
  [ERROR_CODES.deliverySplitRefused]: MESSAGES.deliverySplitRefused,
  [ERROR_CODES.deliveryQuoteMissingFields]: MESSAGES.deliveryQuoteMissingFields,
  [ERROR_CODES.noAvailableTimes]: MESSAGES.noAvailableTimes,
  [ERROR_CODES.resendTooSoon]: MESSAGES.resendTooSoon,
  [ERROR_CODES.verificationAttemptsExhausted]: MESSAGES.verificationAttemptsExhausted,
  [ERROR_CODES.verificationRequired]: MESSAGES.verificationRequired,
  [ERROR_CODES.signInAttemptsLimited]: MESSAGES.signInAttemptsLimited,
  [ERROR_CODES.alreadySignedIn]: MESSAGES.alreadySignedIn,
  [ERROR_CODES.verificationCodesLimited]: MESSAGES.verificationCodesLimited,
  [ERROR_CODES.accountCreationsLimited]: MESSAGES.accountCreationsLimited,
  [ERROR_CODES.promoInvalid]: MESSAGES.promoInvalid,
  [ERROR_CODES.savedAddressLimitReached]: MESSAGES.savedAddressLimit,
  [ERROR_CODES.savedAddressNotFound]: MESSAGES.savedAddressNotFound,
  [ERROR_CODES.phoneChangeNeedsVerification]: MESSAGES.phoneChangeNeedsVerification,
  [ERROR_CODES.paymentCardInvalid]: MESSAGES.paymentCardInvalid,
  [ERROR_CODES.paymentDeclined]: MESSAGES.paymentDeclined,
  [ERROR_CODES.paymentTokenNotFound]: MESSAGES.paymentTokenNotFound,
  [ERROR_CODES.paymentConflict]: MESSAGES.unexpected,
  [ERROR_CODES.restaurantNotFound]: MESSAGES.restaurantNotFound,
  [ERROR_CODES.menuItemNotFound]: MESSAGES.menuItemNotFound,
  [ERROR_CODES.dateOutsideOrderingWindow]: MESSAGES.dateOutsideOrderingWindow,
  [ERROR_CODES.postalCodeNotFound]: MESSAGES.postalCodeNotFound,
  [ERROR_CODES.noRestaurantDelivers]: MESSAGES.noRestaurantDelivers,
  [ERROR_CODES.orderEmpty]: MESSAGES.orderEmpty,
  [ERROR_CODES.idempotencyKeyReused]: MESSAGES.unexpected,
  [ERROR_CODES.idempotencyKeyInProgress]: MESSAGES.requestInProgress,
  [ERROR_CODES.promotionAlreadyApplied]: MESSAGES.promotionAlreadyApplied,
  [ERROR_CODES.promotionNotOnOrder]: MESSAGES.promoInvalid,
};

/** True for a code the catalogue knows. */
export function isKnownErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The code that decides the message: the first validation error's code when validation failed, else errorCode. */
export function firstErrorCode(body: Pick<ApiErrorBody, 'errorCode' | 'validationErrors'>): string {
  if (body.errorCode === ERROR_CODES.validationFailed) {
    return body.validationErrors?.[0]?.errorCode ?? body.errorCode;
  }
  return body.errorCode;
}

/** Maps an error body (or bare code) to the catalogue's message, falling back to "Something unexpected happened.". */
export function errorMessageFor(
  error: Pick<ApiErrorBody, 'errorCode' | 'validationErrors'> | string | null | undefined,
  fallback: string = DEFAULT_ERROR_MESSAGE,
): string {
  if (error === null || error === undefined) return fallback;
  const code = typeof error === 'string' ? error : firstErrorCode(error);
  return isKnownErrorCode(code) ? ERROR_MESSAGES[code] : fallback;
}
