import { isCompactScreen, type ScreenSize } from '../layout/screen-size';
import { MESSAGES } from './messages';

/** Ways an account verification can end without success. */
export const VERIFICATION_ERRORS = {
  cancelled: 'ACCOUNT_VERIFICATION_CANCELLED',
  failed: 'ACCOUNT_VERIFICATION_FAILED',
  unknownError: 'ACCOUNT_VERIFICATION_UNKNOWN_ERROR',
  initializationFailed: 'ACCOUNT_VERIFICATION_INITIALIZATION_FAILED',
} as const;
/** A verification error identifier. */
export type VerificationError = (typeof VERIFICATION_ERRORS)[keyof typeof VERIFICATION_ERRORS];

/** Steps of the account verification modal. */
export const VERIFICATION_STEPS = {
  phoneConfirmation: 'PHONE_CONFIRMATION',
  phoneVerification: 'PHONE_VERIFICATION',
  passwordVerification: 'PASSWORD_VERIFICATION',
} as const;
/** A verification step. */
export type VerificationStep = (typeof VERIFICATION_STEPS)[keyof typeof VERIFICATION_STEPS];

/** Where a verification flow was started from. */
export const VERIFICATION_CONTEXTS = ['accountCreation', 'update', 'login'] as const;
/** A verification context. */
export type VerificationContext = (typeof VERIFICATION_CONTEXTS)[number];

/** True on the attempt just before the maximum, when the final-attempt flag is set. */
export function isFinalVerificationAttempt(attemptsMade: number, maxAttempts: number): boolean {
  return attemptsMade === maxAttempts - 1;
}

/** Wrong-code text, with the last-attempt warning as sub-text on the final attempt. */
export function invalidCodeMessage(isFinalAttempt: boolean): { text: string; subText?: string } {
  return isFinalAttempt
    ? { text: MESSAGES.invalidVerificationCode, subText: MESSAGES.lastVerificationAttempt }
    : { text: MESSAGES.invalidVerificationCode };
}

/** Inline phone-in-use message, in its short form on extra-small and small screens. */
export function phoneInUseMessage(screenSize: ScreenSize): string {
  return isCompactScreen(screenSize) ? MESSAGES.phoneInUseShort : MESSAGES.phoneInUse;
}

/** What a login does when verification rejects: inline message, error dialog, close the drawer, or just end. */
export function loginRejectionOutcome(
  error: VerificationError,
):
  | { kind: 'inline'; message: string }
  | { kind: 'verificationErrorDialog' }
  | { kind: 'close' }
  | { kind: 'end' } {
  if (error === VERIFICATION_ERRORS.unknownError)
    return { kind: 'inline', message: MESSAGES.badCredentials };
  if (error === VERIFICATION_ERRORS.initializationFailed)
    return { kind: 'verificationErrorDialog' };
  if (error === VERIFICATION_ERRORS.cancelled) return { kind: 'end' };
  return { kind: 'close' };
}
