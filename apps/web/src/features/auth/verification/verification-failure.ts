import {
  ERROR_CODES,
  errorMessageFor,
  invalidCodeMessage,
  MESSAGES,
  phoneInUseMessage,
  screenSizeForWidth,
} from '@catering/domain';
import { ApiError } from '../../../api/api-error';

/** What a step shows when a verification call failed (ACC-VERIFY-3 to -6). */
export interface VerificationFailure {
  text: string;
  subText?: string;
  /** The account is locked: the modal only offers to close, which ends the verification. */
  locked?: boolean;
}

const PHONE_IN_USE: readonly string[] = [ERROR_CODES.phoneInUse, ERROR_CODES.phoneInUseOnAuth];

function isFinalAttempt(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'isFinalAttempt' in body
    ? body.isFinalAttempt === true
    : false;
}

/** The message of a failed verify/initialize or verify/finalize, for a screen `widthPx` wide. */
export function verificationFailure(error: unknown, widthPx: number): VerificationFailure {
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code === ERROR_CODES.invalidVerificationCode) {
    return invalidCodeMessage(isFinalAttempt(error instanceof ApiError ? error.body : null));
  }
  if (code === ERROR_CODES.verificationAttemptsExhausted) {
    return { text: MESSAGES.verificationAttemptsExhausted, locked: true };
  }
  if (code === ERROR_CODES.accountLocked) {
    return { text: MESSAGES.accountLocked, subText: MESSAGES.stillOrderAsGuest, locked: true };
  }
  if (code && PHONE_IN_USE.includes(code)) {
    return { text: phoneInUseMessage(screenSizeForWidth(widthPx)) };
  }
  if (code === ERROR_CODES.validationFailed && error instanceof ApiError) {
    return { text: error.validationErrors[0]?.message ?? MESSAGES.unexpected };
  }
  return { text: errorMessageFor(code) };
}
