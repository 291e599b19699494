import {
  accountCreationErrorOutcome,
  screenSizeForWidth,
  VERIFICATION_ERRORS,
  type AccountCreationOutcome,
} from '@catering/domain';
import { ApiError } from '../../../api/api-error';

/**
 * What the form does when POST /customerauth/register refused (ACC-SIGNUP-4 to -6): the email or
 * phone in use is said under its field (the phone's short form on small screens); anything else,
 * VER-0403 "verify the phone next" included, starts the verification.
 */
export function registerFailure(error: unknown, widthPx: number): AccountCreationOutcome | null {
  if (error instanceof ApiError && error.sessionExpired) return null;
  const code = error instanceof ApiError ? (error.errorCode ?? '') : '';
  return accountCreationErrorOutcome(code, { screenSize: screenSizeForWidth(widthPx) });
}

/** The form's message when the verification ended without success; none when the customer left. */
export function verificationEndMessage(error: unknown): string | null {
  if (error instanceof Error && error.message === VERIFICATION_ERRORS.cancelled) return null;
  const outcome = accountCreationErrorOutcome('', { verificationFailed: true });
  return outcome.kind === 'inline' ? outcome.message : null;
}
