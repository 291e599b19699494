import { ERROR_CODES, errorMessageFor, MESSAGES } from '@catering/domain';
import { ApiError } from '../../api/api-error';

export interface SubmitFailure {
  /** The catalogue's message for the failure. */
  message: string;
  /** The card cannot be used again (declined, invalid, gone): ask for another. */
  cardRejected: boolean;
  /** No answer, or a server error: the order may have gone through, so a retry reuses the key. */
  keepKey: boolean;
}

const CARD_CODES: readonly string[] = [
  ERROR_CODES.paymentDeclined,
  ERROR_CODES.paymentCardInvalid,
  ERROR_CODES.paymentTokenNotFound,
];

/** The catalogue message of an answered error, falling back to "Something unexpected happened.". */
export function apiErrorMessage(error: ApiError): string {
  if (!error.errorCode) return MESSAGES.unexpected;
  const validationErrors = error.validationErrors.map((item) => ({
    ...item,
    message: item.message ?? '',
  }));
  return errorMessageFor({ errorCode: error.errorCode, validationErrors });
}

/** What a failed submit means for the customer, the card and the idempotency key. */
export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) {
    return { message: MESSAGES.unexpected, cardRejected: false, keepKey: true };
  }
  const unanswered = error.status === 0 || error.status >= 500;
  const code = error.validationErrors[0]?.errorCode ?? error.errorCode;
  return {
    message: apiErrorMessage(error),
    cardRejected: code !== null && CARD_CODES.includes(code),
    keepKey: unanswered,
  };
}
