import type { ScreenSize } from '../layout/screen-size';
import { ERROR_CODES } from './error-codes';
import { MESSAGES } from './messages';
import { phoneInUseMessage } from './verification';

/** What the create-account form does with a failure: an inline message on a field or the form, or verification. */
export type AccountCreationOutcome =
  | { kind: 'inline'; field: 'phoneNumber' | 'emailAddress' | 'form'; message: string }
  | { kind: 'verify' };

const PHONE_IN_USE: readonly string[] = [ERROR_CODES.phoneInUse, ERROR_CODES.phoneInUseOnAuth];

/** Phone or email in use show inline; other errors start verification, whose failure shows "Failed to create an account...". */
export function accountCreationErrorOutcome(
  errorCode: string,
  {
    screenSize = 'lg',
    verificationFailed = false,
  }: { screenSize?: ScreenSize; verificationFailed?: boolean } = {},
): AccountCreationOutcome {
  if (PHONE_IN_USE.includes(errorCode)) {
    return { kind: 'inline', field: 'phoneNumber', message: phoneInUseMessage(screenSize) };
  }
  if (errorCode === ERROR_CODES.emailInUse) {
    return { kind: 'inline', field: 'emailAddress', message: MESSAGES.emailInUse };
  }
  if (verificationFailed)
    return { kind: 'inline', field: 'form', message: MESSAGES.creationFailed };
  return { kind: 'verify' };
}
