import { ERROR_CODES } from './error-codes';
import { MESSAGES } from './messages';

const PROMO_MESSAGES: Record<string, string> = {
  [ERROR_CODES.itemMissing]: MESSAGES.itemMissing,
  [ERROR_CODES.promotionExpired]: MESSAGES.promotionExpired,
  [ERROR_CODES.promoUnavailable]: MESSAGES.promoUnavailable,
};

/** Header of the generic dialog shown for unhandled promotion failures. */
export const PROMOTIONS_DIALOG_HEADER = 'Promotions';

/** Promo error message: COO-0070, COO-0117 and COO-0118 have their own, any other code "Promo code is invalid". */
export function promoErrorMessage(errorCode: string | undefined): string {
  return (errorCode !== undefined && PROMO_MESSAGES[errorCode]) || MESSAGES.promoInvalid;
}
