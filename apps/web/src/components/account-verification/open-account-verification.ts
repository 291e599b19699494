import {
  DIALOGS,
  ERROR_CODES,
  VERIFICATION_ERRORS,
  type VerificationError,
} from '@catering/domain';
import { ApiError } from '../../api/api-error';
import type { CustomerSession } from '../../api/customerauth';
import { initializeVerification } from '../../api/verification';
import { showDialog } from '../../stores/dialog-store';
import { useVerificationStore, type VerificationRequest } from './verification-store';

export type { VerificationRequest } from './verification-store';

// A wrong password (or unknown email) before the modal opens: the sign-in form says "Bad username
// or password" (ACC-SIGNIN-6); a lock ends it as failed; anything else could not start.
const UNKNOWN: readonly string[] = [ERROR_CODES.wrongPassword, ERROR_CODES.invalidCredentials];
const LOCKED: readonly string[] = [
  ERROR_CODES.accountLocked,
  ERROR_CODES.verificationAttemptsExhausted,
];

/** The verification error of a first verify/initialize that failed. */
export function initializationError(error: unknown): VerificationError {
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code && UNKNOWN.includes(code)) return VERIFICATION_ERRORS.unknownError;
  if (code && LOCKED.includes(code)) return VERIFICATION_ERRORS.failed;
  return VERIFICATION_ERRORS.initializationFailed;
}

let nextId = 1;

/**
 * Runs an account verification (ACC-VERIFY-1): asks the service for the first step, then shows
 * the full-screen modal. Resolves with the session once verified ("ACCOUNT UPDATED" is shown first
 * when the phone number changed, ACC-VERIFY-5); rejects with an Error whose message is one of the
 * verification error identifiers (ACC-VERIFY-8).
 */
export async function openAccountVerification(
  request: VerificationRequest,
): Promise<CustomerSession> {
  const state = await initializeVerification({
    email: request.email,
    password: request.password,
    // The phone is chosen in the modal, unless a new number is what is being verified.
    phoneNumber: request.password === undefined ? undefined : request.phoneNumber,
    context: request.context,
  }).catch((error: unknown) => {
    throw new Error(initializationError(error), { cause: error });
  });
  const { session, phoneUpdated } = await new Promise<{
    session: CustomerSession;
    phoneUpdated: boolean;
  }>((resolve, reject) => {
    const end = () => useVerificationStore.setState({ active: null });
    useVerificationStore.setState({
      active: {
        id: nextId++,
        request,
        state,
        succeed: (verified, updated) => {
          end();
          resolve({ session: verified, phoneUpdated: updated });
        },
        fail: (error) => {
          end();
          reject(new Error(error));
        },
      },
    });
  });
  if (phoneUpdated) await showDialog(DIALOGS.accountUpdated);
  return session;
}
