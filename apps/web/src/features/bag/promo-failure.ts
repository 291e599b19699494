import { promoErrorMessage } from '@catering/domain';
import { ApiError } from '../../api/api-error';

/** What the bag does with a failed promotion call: a message under the entry, or the "Promotions" dialog. */
export type PromoFailure = { kind: 'inline'; message: string } | { kind: 'dialog' };

// Answers about the code itself; 401, 403 and 429 are about the session or the rate, not the code.
const CODE_STATUSES = [400, 404, 409, 410, 422];

/** Known promotion answers show their message ("Promotion has expired", ...); anything else the dialog. */
export function promoFailure(error: unknown): PromoFailure {
  if (error instanceof ApiError && error.errorCode && CODE_STATUSES.includes(error.status)) {
    const code = error.validationErrors[0]?.errorCode ?? error.errorCode;
    return { kind: 'inline', message: promoErrorMessage(code) };
  }
  return { kind: 'dialog' };
}
