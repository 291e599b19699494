import {
  ERROR_CODES,
  MESSAGES,
  phoneInUseMessage,
  screenSizeForWidth,
  VERIFICATION_ERRORS,
} from '@catering/domain';
import { ApiError } from '../../../api/api-error';

/** What the personal details form does with a refused PUT /customer (ACC-PROFILE-2, -4). */
export type ProfileUpdateOutcome =
  | { kind: 'field'; field: 'emailAddress' | 'phoneNumber'; message: string }
  | { kind: 'verify' }
  | { kind: 'dialog' };

const PHONE_IN_USE: readonly string[] = [ERROR_CODES.phoneInUse, ERROR_CODES.phoneInUseOnAuth];

/**
 * The email or phone in use is said under its field, as at sign-up (the phone's short form on
 * small screens); a new phone number starts the verification (context update); anything else is
 * the error dialog's.
 */
export function profileUpdateOutcome(error: unknown, widthPx: number): ProfileUpdateOutcome {
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code && PHONE_IN_USE.includes(code)) {
    const message = phoneInUseMessage(screenSizeForWidth(widthPx));
    return { kind: 'field', field: 'phoneNumber', message };
  }
  if (code === ERROR_CODES.emailInUse)
    return { kind: 'field', field: 'emailAddress', message: MESSAGES.emailInUse };
  if (code === ERROR_CODES.phoneChangeNeedsVerification) return { kind: 'verify' };
  return { kind: 'dialog' };
}

/** The phone field's message when the verification of a new number did not succeed. */
export function phoneVerificationEndMessage(error: unknown): string | null {
  if (error instanceof Error && error.message === VERIFICATION_ERRORS.cancelled) return null;
  return MESSAGES.phoneChangeNeedsVerification;
}
