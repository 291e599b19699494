import { VERIFICATION_ERRORS } from '@catering/domain';
import type { CustomerSession } from '../../../api/customerauth';

/** What a sign-in hands to the verification (context login) when the service refused it. */
export interface LoginVerificationRequest {
  email: string;
  password: string;
  errorCode: string | null;
}

/**
 * Runs the account verification of a refused sign-in. Resolves once it succeeded (with the new
 * session when known); rejects with one of the verification error identifiers otherwise.
 */
export type StartVerification = (
  request: LoginVerificationRequest,
) => Promise<CustomerSession | undefined>;

// The verification modal is shared with account creation and lives in components/; it is looked
// up lazily so that the sign-in chunk does not carry it and works before it exists.
const modules = import.meta.glob<{ openAccountVerification?: unknown }>(
  '../../../components/account-verification/open-account-verification.ts',
);

/** The verification of ACC-SIGNIN-6, or INITIALIZATION_FAILED when it cannot start. */
export const startLoginVerification: StartVerification = async (request) => {
  const load = Object.values(modules)[0];
  const open = load ? (await load()).openAccountVerification : undefined;
  if (typeof open !== 'function') throw new Error(VERIFICATION_ERRORS.initializationFailed);
  const result: unknown = await (open as (options: unknown) => Promise<unknown>)({
    context: 'login',
    ...request,
  });
  return isSession(result) ? result : undefined;
};

function isSession(value: unknown): value is CustomerSession {
  return typeof value === 'object' && value !== null && 'customerIdHash' in value;
}
