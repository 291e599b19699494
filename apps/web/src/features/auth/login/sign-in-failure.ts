import {
  ERROR_CODES,
  ERROR_MESSAGES,
  loginRejectionOutcome,
  VERIFICATION_ERRORS,
} from '@catering/domain';
import type { VerificationError } from '@catering/domain';
import { ApiError } from '../../../api/api-error';

/** What a refused sign-in does next (ACC-SIGNIN-5, ACC-SIGNIN-6; decision 130). */
export type SignInFailure =
  /** The "Temporarily Locked" dialog. */
  | { kind: 'locked' }
  /** A text under the form, e.g. "Bad username or password. ..." */
  | { kind: 'inline'; message: string }
  /** A verification in context login: the account's phone is to be proved. */
  | { kind: 'verify'; errorCode: string | null }
  /** Nothing more to say (an expired session: the shell resets it and says so). */
  | { kind: 'none' };

// Refusals whose own message says all there is: verifying the phone would not change them.
const INLINE_CODES: readonly string[] = [
  ERROR_CODES.invalidCredentials,
  ERROR_CODES.signInAttemptsLimited,
];

/** The next step after POST /customerauth/login failed with `error`. */
export function signInFailure(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { kind: 'verify', errorCode: null };
  if (error.sessionExpired) return { kind: 'none' };
  const code = error.errorCode;
  if (code === ERROR_CODES.accountLocked) return { kind: 'locked' };
  if (code && INLINE_CODES.includes(code)) {
    return { kind: 'inline', message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] };
  }
  return { kind: 'verify', errorCode: code };
}

/** What a login does when its verification ends without success: the domain's rule. */
export function verificationFailure(error: unknown) {
  return loginRejectionOutcome(asVerificationError(error));
}

const KNOWN: readonly string[] = Object.values(VERIFICATION_ERRORS);

/** A verification's rejection as one of its four identifiers; anything else could not start. */
export function asVerificationError(error: unknown): VerificationError {
  const value = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return KNOWN.includes(value)
    ? (value as VerificationError)
    : VERIFICATION_ERRORS.initializationFailed;
}
